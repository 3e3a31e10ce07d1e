/// <reference types="node" />
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { langOfPath } from './config/paths';
import { buildWordsIn, WithWordPreloads, writtenPage } from './start-up';

// Only used at build time: it renders the prerendered pages and the SPA fallback (ssr: false). Every page is
// rendered whole (all Suspense boundaries resolved), in the language of its path (start-up: docs/start-up.md).
const locales = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.ts', { eager: true });

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const lang = langOfPath(new URL(request.url).pathname);
  await buildWordsIn(lang, locales);

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
        // The whole page as one string (rendered at build time), then written as start-up writes a page.
        const chunks: Buffer[] = [];
        const sink = new Writable({
          write(chunk: Buffer | string, _encoding, done) {
            chunks.push(Buffer.from(chunk));
            done();
          },
          final(done) {
            responseHeaders.set('Content-Type', 'text/html');
            try {
              const html = Buffer.concat(chunks).toString('utf8');
              const written = writtenPage(html, { spaFallback: routerContext.isSpaMode });
              resolve(new Response(written, { headers: responseHeaders, status: responseStatusCode }));
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
