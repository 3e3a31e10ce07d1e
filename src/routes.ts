import { index, layout, prefix, route, type RouteConfig } from '@react-router/dev/routes';

// The route tree of spec 2, once for both languages: every path has an optional `ar` segment, so `/products`
// opens the English screen and `/ar/products` the same screen in Arabic (the language is read from the address,
// lib/use-lang). One tree, not two: the route manifest every page loads first lists each screen once.
function tree() {
  return [
    layout('app/layouts/root-layout.tsx', [
      index('app/routes/home.tsx'),
      route('about-us', 'app/routes/about-us.tsx'),
      route('contact-us', 'app/routes/contact-us.tsx'),
      route('privacy-policy', 'app/routes/privacy-policy.tsx'),
      route('terms&conidtions', 'app/routes/terms.tsx'),
      route('how-it-works', 'app/routes/how-it-works.tsx'),
      route('how-to-measure', 'app/routes/how-to-measure.tsx'),
      route('faqs', 'app/routes/faqs.tsx'),
      route('size-guide', 'app/routes/size-guide.tsx'),
      route('size-chart', 'app/routes/size-chart.tsx'),
      route('products', 'app/routes/products.tsx'),
      route('products/:productId', 'app/routes/product.tsx'),
      route('saved', 'app/routes/saved.tsx'),
      route('cart', 'app/routes/cart.tsx'),
      route('checkout', 'app/routes/checkout.tsx'),
      route('checkout/result', 'app/routes/checkout-result.tsx'),
      route('order-summary/:id', 'app/routes/order-summary.tsx'),
      route('auth/callback', 'app/routes/auth-callback.tsx'),
      route('not-found', 'app/routes/not-found.tsx'),
      // The profile layout's clientLoader is the guard of all its screens (role user).
      route('profile', 'app/layouts/profile-layout.tsx', [
        index('app/routes/profile-details.tsx'),
        route('my-orders', 'app/routes/profile-orders.tsx'),
        route('my-orders/:id', 'app/routes/profile-order-details.tsx'),
        route('help', 'app/routes/profile-help.tsx'),
        route('password-change', 'app/routes/profile-password-change.tsx'),
        route('address', 'app/routes/profile-address.tsx'),
        route('measurements', 'app/routes/profile-measurements.tsx'),
        route('notifications', 'app/routes/profile-notifications.tsx'),
        route('settings', 'app/routes/profile-settings.tsx'),
        route('payment-methods', 'app/routes/profile-payment-methods.tsx'),
      ]),
      route('dashboard', 'app/routes/dashboard.tsx'),
    ]),
    layout('app/layouts/auth-layout.tsx', [
      route('login', 'app/routes/login.tsx'),
      route('register', 'app/routes/register.tsx'),
      route('password-reset', 'app/routes/password-reset.tsx', [
        index('app/routes/password-reset-index.tsx'),
        route('email', 'app/routes/password-reset-email.tsx'),
        route('otp', 'app/routes/password-reset-otp.tsx'),
        route('new-password', 'app/routes/password-reset-new-password.tsx'),
      ]),
    ]),
    // Any other path goes to the not-found page of its language.
    route('*', 'app/routes/catch-all.tsx'),
  ];
}

export default prefix('ar?', tree()) satisfies RouteConfig;
