// Each screen's words (i18next namespaces) whose clientLoader awaits them: one list, read by its `handle.i18n`
// (which the entry files preload) and by its loader. They live here, not in the route module, so that the loader
// shares no code of its module with the component and React Router can still make it its own chunk
// (v8_splitRouteModules): a loader that read the module's own `handle` was no longer split, and a product page
// opened directly waited for the page's code before asking for the piece (tests/e2e/product.spec.ts).
export const routeWords = {
  profileLayout: ['account'],
  cart: ['cart', 'checkout'],
  checkoutResult: ['checkout', 'feedback'],
  checkout: ['checkout', 'feedback'],
  dashboard: ['account', 'feedback'],
  login: ['auth'],
  orderSummary: ['checkout', 'feedback'],
  passwordResetEmail: ['auth'],
  passwordResetNewPassword: ['auth'],
  passwordResetOtp: ['auth'],
  product: ['product', 'catalog', 'feedback'],
  profileAddress: ['account', 'checkout', 'feedback'],
  profileDetails: ['account', 'auth', 'feedback'],
  profileMeasurements: ['account', 'product', 'feedback'],
  profileNotifications: ['account', 'feedback'],
  profileOrderDetails: ['account', 'checkout', 'feedback'],
  profileOrders: ['account', 'checkout', 'feedback'],
  profilePasswordChange: ['account', 'auth', 'feedback'],
  profilePaymentMethods: ['account', 'feedback'],
  profileSettings: ['account', 'feedback'],
  register: ['auth'],
} as const satisfies Record<string, readonly string[]>;
