/**
 * Every path a screen answers on (spec 2), as React Router patterns: the route tree of src/routes.ts (its English half),
 * flattened, without its catch-all. Kept apart from the tree so code that only needs to know "is this one of
 * our pages?" (the redirect check) does not pull every screen's loader in; src/lib/safe-redirect.test.ts
 * checks that the two agree.
 */
export const ROUTE_PATTERNS = [
  '/',
  '/about-us',
  '/contact-us',
  '/privacy-policy',
  '/terms&conidtions',
  '/how-it-works',
  '/how-to-measure',
  '/faqs',
  '/size-guide',
  '/size-chart',
  '/products',
  '/products/:productId',
  '/cart',
  '/checkout',
  '/checkout/result',
  '/order-summary/:id',
  '/auth/callback',
  '/not-found',
  '/profile',
  '/profile/my-orders',
  '/profile/my-orders/:id',
  '/profile/help',
  '/profile/password-change',
  '/profile/address',
  '/dashboard',
  '/login',
  '/register',
  '/password-reset',
  '/password-reset/email',
  '/password-reset/otp',
  '/password-reset/new-password',
] as const;
