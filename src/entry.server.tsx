// Node's types for the app's TypeScript program (src/mocks/server uses them; tsconfig.app.json names none).
/// <reference types="node" />
import { renderToReadableStream } from 'react-dom/server';
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
  const page = (
    <WithWordPreloads lang={lang} context={routerContext}>
      <ServerRouter context={routerContext} url={request.url} />
    </WithWordPreloads>
  );
  const stream = await renderToReadableStream(page, {
    // Every Suspense boundary written in place, however large: React outlines a boundary over this size into a
    // hidden element that an inline script reveals, and a prerendered page is written whole (root-layout).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      responseStatusCode = 500;
      console.error(error);
    },
  });
  await stream.allReady;
  // The whole page as one string, written as start-up writes a page; one it cannot write fails the build.
  const html = writtenPage(await new Response(stream).text(), routerContext);
  responseHeaders.set('Content-Type', 'text/html');
  return new Response(html, { headers: responseHeaders, status: responseStatusCode });
}
