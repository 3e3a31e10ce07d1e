import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { APP_STARTED_EVENT, beforeHydration, landWhereSheClicked, routerContext } from './start-up';

// How a page starts is start-up's (docs/start-up.md): this file only runs it, in its order.
async function boot() {
  const { wordsReady } = await beforeHydration(window.location.pathname);

  // Mocking is a build-time constant: with it off, this branch and the whole mock are not in the bundle. At one
  // of the mock's own pages (the provider's card page, Google's consent screen) the shop does not start.
  if (import.meta.env.VITE_API_MOCKING === 'on') {
    const { startMockApi } = await import('./mocks/browser');
    if (await startMockApi(window.location)) return;
  }
  await wordsReady;

  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter
          getContext={routerContext}
          instrumentations={import.meta.env.PROD ? [landWhereSheClicked] : []}
        />
      </StrictMode>,
    );
  });
  // The shop's faces come now, behind the scripts (start-up/web-fonts).
  window.dispatchEvent(new Event(APP_STARTED_EVENT));
}

void boot();
