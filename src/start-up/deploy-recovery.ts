import { type ClientInstrumentation } from 'react-router';
import { isRouteModuleLoaded, manifestMatches } from './router-internals';

/**
 * After a deploy, a tab still running the previous build asks for the route modules it has not loaded yet by
 * their old names. The deploy keeps the previous build's files for a while (docs/serving.md, "Deploying a new build"),
 * but once they are pruned the import fails, and React Router then reloads the page she is on, not the one she
 * clicked (a failed route module import reloads `window.location`; a failed clientLoader module shows the error
 * page): her click is lost. So each navigation she starts (React Router's `navigate` instrumentation, which
 * tells where it goes) imports the target's modules beside the router — the same files, fetched once — and if
 * one cannot be loaded, the address becomes the target before the page reloads: the new build opens where she
 * clicked. A submission (a form's POST) is left to the router.
 */
export const landWhereSheClicked: ClientInstrumentation = {
  router({ instrument }) {
    instrument({
      async navigate(_navigate, { to, formMethod }) {
        if (typeof to !== 'string' || (formMethod && formMethod.toUpperCase() !== 'GET')) return;
        const target = new URL(to, window.location.href);
        if (target.origin !== window.location.origin) return;
        const modules = manifestMatches(target.pathname).flatMap((entry) => [
          ...(isRouteModuleLoaded(entry.id) ? [] : [entry.module]),
          ...(entry.clientLoaderModule ? [entry.clientLoaderModule] : []),
        ]);
        Promise.all(modules.map((href) => import(/* @vite-ignore */ href))).catch(() => {
          // A route whose clientLoader is a file of its own fails in its loader first, an error the router commits
          // (it moves to the target, with its error): the address is the target then, and pushing it again made
          // Back a second copy of it. So one task later, once the router has done with the failure, the target
          // becomes the address only if it is not already.
          setTimeout(() => {
            const there = target.pathname + target.search + target.hash;
            const { pathname, search, hash } = window.location;
            if (pathname + search + hash !== there) window.history.pushState(null, '', there);
            window.location.reload();
          });
        });
      },
    });
  },
};
