/// <reference types="node" />
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { langOfPath } from './config/paths';
import { i18next } from './lib/i18n';
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
      resources,
      lng: 'en',
      fallbackLng: 'en',
      supportedLngs: ['en', 'ar'],
      ns: Object.keys(resources.en ?? {}),
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
      returnNull: false,
      initAsync: false,
    });

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  await ready;
  // Pages are rendered one at a time (prerender concurrency 1), so the one i18next follows each page's language.
  await i18next.changeLanguage(langOfPath(new URL(request.url).pathname));

  return new Promise<Response>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        const body = new PassThrough();
        responseHeaders.set('Content-Type', 'text/html');
        pipe(body);
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
      },
      onShellError: reject,
      onError(error) {
        responseStatusCode = 500;
        console.error(error);
      },
    });
  });
}
