/// <reference types="node" />
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { preloadModule } from 'react-dom';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { langOfPath } from './config/paths';
import wordChunkFiles from 'virtual:word-chunks';
import { headStart, startAfterFirstPaint } from './start-up';
import { i18next, i18nOptions, routeNamespaces } from './lib/i18n';
import type { Lang } from './lib/money';
import { initReactI18next } from 'react-i18next';

// Only used at build time: it renders the prerendered pages and the SPA fallback (ssr: false). Every page is
// rendered whole (all Suspense boundaries resolved), in the language of its path, with all its words at hand.
const locales = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.ts', { eager: true });
const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, module] of Object.entries(locales)) {
  const [, lang, ns] = /\/locales\/(\w+)\/([\w-]+)\.ts$/.exec(file) ?? [];
  if (!lang || !ns) continue;
  (resources[lang] ??= {})[ns] = module.default;
}

const ready = i18next.isInitialized
  ? Promise.resolve()
  : i18next.use(initReactI18next).init({
      ...i18nOptions,
      resources,
      lng: 'en',
      ns: Object.keys(resources.en ?? {}),
      react: { useSuspense: false },
      initAsync: false,
    });

/**
 * The page's words (its routes' namespaces, in its language and in English, the fallback) as module preloads in
 * its HTML, fetched with its scripts rather than one round trip after the entry has run. The SPA fallback, one
 * file for every other path, renders the root only: its words alone.
 *
 * It wraps the router rather than standing beside it: a sibling would make the server's tree fork where the
 * client's (entry.client.tsx: the router alone) does not, and every `useId` of the prerendered HTML would differ
 * from the one hydration computes (labels, descriptions and their ids out of step once anything re-renders).
 */
function WithWordPreloads({
  lang,
  context,
  children,
}: {
  lang: Lang;
  context: EntryContext;
  children: ReactNode;
}) {
  const matches = context.isSpaMode
    ? [{ route: { id: 'root' } }]
    : (context.staticHandlerContext.matches ?? []);
  const handles = matches.map((match) => context.routeModules[match.route.id]?.handle);
  for (const ns of routeNamespaces(handles)) {
    const href = wordChunkFiles[`${lang}/${ns}`];
    if (href) preloadModule(href, { as: 'script' });
  }
  return children;
}

/**
 * A prerendered page paints from its HTML, so its scripts wait for that paint (start-up/head-start). The SPA fallback
 * paints only a spinner and needs its scripts for everything: they start at once, as React Router writes them.
 * So does every page of the dev server, whose router script also brings Vite's client and hot reloading.
 */
function pageScripts(html: string, spaFallback: boolean): string {
  return spaFallback || import.meta.env.DEV ? html : startAfterFirstPaint(html);
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  await ready;
  // Pages are rendered one at a time (prerender concurrency 1), so the one i18next follows each page's language.
  const lang = langOfPath(new URL(request.url).pathname);
  await i18next.changeLanguage(lang);

  return new Promise<Response>((resolve, reject) => {
    const page = (
      <WithWordPreloads lang={lang} context={routerContext}>
        <ServerRouter context={routerContext} url={request.url} />
      </WithWordPreloads>
    );
    const { pipe } = renderToPipeableStream(page, {
      // Every Suspense boundary written in place, however large: React outlines a boundary over this size into a
      // hidden element that an inline script reveals, and a prerendered page is written whole (root-layout).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        // The whole page as one string (rendered at build time), its head's inline scripts first (start-up/head-start).
        const chunks: Buffer[] = [];
        const sink = new Writable({
          write(chunk: Buffer | string, _encoding, done) {
            chunks.push(Buffer.from(chunk));
            done();
          },
          final(done) {
            responseHeaders.set('Content-Type', 'text/html');
            try {
              const html = pageScripts(
                headStart(Buffer.concat(chunks).toString('utf8'), {
                  referrerUntilScripts: routerContext.isSpaMode,
                }),
                routerContext.isSpaMode,
              );
              resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
            } catch (error) {
              reject(error); // a page that cannot be written fails its request (and the build), never hangs it
            }
            done();
          },
        });
        pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        responseStatusCode = 500;
        console.error(error);
      },
    });
  });
}
