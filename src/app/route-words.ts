import { DEFAULT_NS, loadRouteWords } from '@/lib/i18n';

/**
 * Each route's words (i18next namespaces), by the route's id (its module's file under src/, without the
 * extension, as React Router names it): the one place a route names them (issue 37.3).
 *
 * Two readers, neither of which repeats a name:
 * - start-up, by the ids of the page's matched routes: the word chunks preloaded in a prerendered page's HTML
 *   (start-up/word-preloads) and the words loaded before hydration (start-up/before-hydration);
 * - a route's clientLoader, `loadWordsOf('<its id>')`, so a move within the shop renders the screen with its words
 *   (awaited beside its data, not after it).
 *
 * The list lives here, not in each route module's `handle`, so that the loader shares no code of its module with
 * the component and React Router can still make it its own chunk (v8_splitRouteModules): a loader that read the
 * module's own `handle` was no longer split, and a product page opened directly waited for the page's code before
 * asking for the piece (tests/e2e/product.spec.ts). It is small, and the client entry carries it (before-hydration
 * reads it), so a loader's chunk finds it loaded. src/app/route-words.test.ts keeps every id a route of routes.ts.
 */
export const routeWords = {
  root: ['common'],
  'app/layouts/root-layout': ['common'],
  'app/layouts/auth-layout': ['auth'],
  'app/layouts/profile-layout': ['account'],
  'app/routes/about-us': ['content'],
  'app/routes/auth-callback': ['auth'],
  'app/routes/cart': ['cart', 'checkout'],
  'app/routes/checkout': ['checkout', 'feedback'],
  'app/routes/checkout-result': ['checkout', 'feedback'],
  'app/routes/contact-us': ['content'],
  'app/routes/dashboard': ['account', 'feedback'],
  'app/routes/faqs': ['content'],
  'app/routes/home': ['home'],
  'app/routes/how-it-works': ['content'],
  'app/routes/how-to-measure': ['content'],
  'app/routes/login': ['auth'],
  'app/routes/not-found': ['content'],
  'app/routes/order-summary': ['checkout', 'feedback'],
  'app/routes/password-reset-email': ['auth'],
  'app/routes/password-reset-new-password': ['auth'],
  'app/routes/password-reset-otp': ['auth'],
  'app/routes/privacy-policy': ['content'],
  'app/routes/product': ['product', 'catalog', 'feedback'],
  'app/routes/products': ['catalog'],
  'app/routes/profile-address': ['account', 'checkout', 'feedback'],
  'app/routes/profile-details': ['account', 'auth', 'feedback'],
  'app/routes/profile-help': ['account'],
  'app/routes/profile-measurements': ['account', 'product', 'feedback'],
  'app/routes/profile-notifications': ['account', 'feedback'],
  'app/routes/profile-order-details': ['account', 'checkout', 'feedback'],
  'app/routes/profile-orders': ['account', 'checkout', 'feedback'],
  'app/routes/profile-password-change': ['account', 'auth', 'feedback'],
  'app/routes/profile-payment-methods': ['account', 'feedback'],
  'app/routes/profile-settings': ['account', 'feedback'],
  'app/routes/register': ['auth'],
  'app/routes/size-chart': ['content'],
  'app/routes/size-guide': ['content'],
  'app/routes/terms': ['content'],
} as const satisfies Record<string, readonly string[]>;

export type RouteId = keyof typeof routeWords;

const isRouteId = (id: string): id is RouteId => Object.hasOwn(routeWords, id);

/** The words of the routes of these ids (a page's matched routes), each namespace once, `common` first. */
export function wordsOfRoutes(ids: Iterable<string>): string[] {
  const named = [...ids].flatMap((id) => (isRouteId(id) ? routeWords[id] : []));
  return [...new Set([DEFAULT_NS, ...named])];
}

/** Loads the words of the route of this id: its clientLoader awaits them beside its data. */
export function loadWordsOf(id: RouteId): Promise<void> {
  return loadRouteWords(routeWords[id]);
}

/**
 * The clientLoader of a prerendered page whose screen needs no data: on a move within the shop its words are in
 * before its meta (its title) and its screen render. Beside it the page's build-time `loader` of nothing: a
 * clientLoader alone would run on hydration, behind the spinner, instead of the prerendered page (decision 0017).
 */
export function wordsLoader(id: RouteId): () => Promise<null> {
  return async () => {
    await loadWordsOf(id);
    return null;
  };
}
