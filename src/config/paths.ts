// Every route of the shop (spec section 2), typed once. Screens link through these, never through strings.

/** A product id in a URL: a positive whole number, nothing else (the page, its prefetch and the preloads). */
export const PRODUCT_ID_PATTERN = '[1-9][0-9]{0,8}';
export const productPagePattern = new RegExp(`^/products/(${PRODUCT_ID_PATTERN})$`);

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
  product: (productId: number | string) => `/products/${encodeURIComponent(String(productId))}`,
  cart: '/cart',
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
  dashboard: '/dashboard',
} as const;
