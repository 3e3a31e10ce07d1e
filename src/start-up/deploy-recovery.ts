import { type ClientInstrumentation } from 'react-router';
import { isRouteModuleLoaded, manifestMatches } from './router-internals';

/**
 * After a deploy, a tab still running the previous build asks for the route modules it has not loaded yet by
 * their old names. The deploy keeps the previous build's files for a while (docs/serving.md, "Deploying a new build"),
 * but once they are pruned the import fails, and React Router then reloads the page she is on, not the one she
 * clicked (a failed route module import reloads `window.location`), or shows the error page (a failed clientLoader
 * file): her click is lost. So each navigation she starts (React Router's `navigate` instrumentation, which tells
 * where it goes and runs before the navigation) first imports the first file the router needs of each route of
 * the target it has not loaded (its clientLoader's file, or its module), the rest beside it, as the router would
 * (the same files, fetched once). If one cannot be loaded, the navigation never starts: the address becomes the
 * target and the page reloads, so the new build opens where she clicked, and Back leads where she was. Before, the
 * check ran beside the router, and a route whose clientLoader is a file of its own (the information pages) had
 * the router commit the move with its error first: Back led to a second copy of the clicked page. A submission
 * (a form's POST) is left to the router.
 */
export const landWhereSheClicked: ClientInstrumentation = {
  router({ instrument }) {
    instrument({
      async navigate(_navigate, { to, formMethod }) {
        if (typeof to !== 'string' || (formMethod && formMethod.toUpperCase() !== 'GET')) return;
        const target = new URL(to, window.location.href);
        if (target.origin !== window.location.origin) return;
        const missing = manifestMatches(target.pathname).filter((entry) => !isRouteModuleLoaded(entry.id));
        const load = (href: string) => import(/* @vite-ignore */ href);
        // what the router asks for beside its first file: on its way now, not after it
        for (const entry of missing)
          if (entry.clientLoaderModule) void load(entry.module).catch(() => undefined);
        try {
          await Promise.all(missing.map((entry) => load(entry.clientLoaderModule ?? entry.module)));
        } catch {
          window.history.pushState(null, '', target.pathname + target.search + target.hash);
          window.location.reload();
          // the router's move never starts: the reload is the move
          await new Promise<never>(() => undefined);
        }
      },
    });
  },
};
