import { createContext } from 'react-router';

/**
 * What a route's clientLoader may ask the router's `context` (React Router's middleware context), and the client
 * entry answers: start-up's `routerContext` (src/start-up/first-page.ts) gives each navigation its values. A route
 * reads them here, never from start-up, which only the root and the entry files enter (docs/start-up.md).
 */

/**
 * Whether the shop is still opening its first page: the clientLoaders of the page she opened run before anything
 * of the app has rendered (the root's HydrateFallback is on screen), those of every later page while the page she
 * is leaving stays on screen. A function, asked when the loader runs. No default: a router built without the
 * entry's context fails here, not with a page that silently waits.
 */
export const openingFirstPage = createContext<() => boolean>();
