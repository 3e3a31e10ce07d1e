// Every route of the shop (spec section 2), typed once. Screens link through these, never through strings.

/** A product id in a URL: a positive whole number, nothing else (the page, its prefetch and the preloads). */
export const PRODUCT_ID_PATTERN = '[1-9][0-9]{0,8}';

/** A product id in the URL: a positive whole number, nothing else. */
export function parseProductId(raw: string | undefined): number | null {
  if (!raw || !new RegExp(`^${PRODUCT_ID_PATTERN}$`).test(raw)) return null;
  return Number(raw);
}

export const paths = {
  home: '/',
  aboutUs: '/about-us',
  contactUs: '/contact-us',
  privacyPolicy: '/privacy-policy',
  terms: '/terms&conidtions',
  howItWorks: '/how-it-works',
  howToMeasure: '/how-to-measure',
  faqs: '/faqs',
  sizeGuide: '/size-guide',
  sizeChart: '/size-chart',
  products: '/products',
  /** The collection filtered to a category (the list's own parameter, features/catalog/utils/list-params.ts). */
  category: (slug: string) => `/products?${new URLSearchParams({ category: slug }).toString()}`,
  product: (productId: number | string) => `/products/${encodeURIComponent(String(productId))}`,
  saved: '/saved',
  cart: '/cart',
  checkout: '/checkout',
  checkoutResult: (orderId: string) => `/checkout/result?${new URLSearchParams({ orderId })}`,
  orderSummary: (id: string) => `/order-summary/${encodeURIComponent(id)}`,
  authCallback: '/auth/callback',
  notFound: '/not-found',
  login: '/login',
  register: '/register',
  passwordResetEmail: '/password-reset/email',
  passwordResetOtp: '/password-reset/otp',
  passwordResetNewPassword: '/password-reset/new-password',
  profile: '/profile',
  myOrders: '/profile/my-orders',
  orderDetails: (id: string) => `/profile/my-orders/${encodeURIComponent(id)}`,
  help: '/profile/help',
  passwordChange: '/profile/password-change',
  address: '/profile/address',
  measurements: '/profile/measurements',
  notifications: '/profile/notifications',
  settings: '/profile/settings',
  paymentMethods: '/profile/payment-methods',
  dashboard: '/dashboard',
} as const;

// The language lives in the URL: English unprefixed, Arabic under /ar (/ar/products/12). Every path above is
// the English one; `localizePath` gives its twin in a language, and links, redirects and remembered return paths
// go through it so none loses the language she is reading in.
export type PathLang = 'en' | 'ar';
export const AR_PREFIX = '/ar';

/** The language of a pathname: Arabic when its first segment is `ar`, else English. */
export function langOfPath(pathname: string): PathLang {
  return pathname === AR_PREFIX || pathname.startsWith(`${AR_PREFIX}/`) ? 'ar' : 'en';
}

/** The path without its language prefix ("/ar/products?x" → "/products?x", "/ar" → "/"). */
export function stripLang(path: string): string {
  if (langOfPath(path.replace(/[?#].*$/, '')) !== 'ar') return path;
  const rest = path.slice(AR_PREFIX.length);
  return rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest;
}

/** The same page in `lang` ("/products/12", "ar" → "/ar/products/12"; "/?q", "ar" → "/ar?q"). */
export function localizePath(path: string, lang: PathLang): string {
  const bare = stripLang(path);
  if (lang === 'en' || !bare.startsWith('/')) return bare;
  return bare === '/' || bare.startsWith('/?') || bare.startsWith('/#')
    ? `${AR_PREFIX}${bare.slice(1)}`
    : `${AR_PREFIX}${bare}`;
}
