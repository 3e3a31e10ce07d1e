import { index, layout, prefix, route, type RouteConfig } from '@react-router/dev/routes';

// The route tree of spec 2, twice: English unprefixed, and the same screens under /ar for Arabic. A route file
// used in both trees needs a unique id in each: the Arabic one is the English id under `ar/`.
type Lang = 'en' | 'ar';

function tree(lang: Lang) {
  const id = (file: string) => ({ id: `${lang === 'ar' ? 'ar/' : ''}${file.replace(/\.tsx?$/, '')}` });
  const page = (path: string, file: string) => route(path, file, id(file));
  return [
    layout('app/layouts/root-layout.tsx', id('app/layouts/root-layout.tsx'), [
      index('app/routes/home.tsx', id('app/routes/home.tsx')),
      page('about-us', 'app/routes/about-us.tsx'),
      page('contact-us', 'app/routes/contact-us.tsx'),
      page('privacy-policy', 'app/routes/privacy-policy.tsx'),
      page('terms&conidtions', 'app/routes/terms.tsx'),
      page('how-it-works', 'app/routes/how-it-works.tsx'),
      page('how-to-measure', 'app/routes/how-to-measure.tsx'),
      page('faqs', 'app/routes/faqs.tsx'),
      page('size-guide', 'app/routes/size-guide.tsx'),
      page('size-chart', 'app/routes/size-chart.tsx'),
      page('products', 'app/routes/products.tsx'),
      page('products/:productId', 'app/routes/product.tsx'),
      page('saved', 'app/routes/saved.tsx'),
      page('cart', 'app/routes/cart.tsx'),
      page('checkout', 'app/routes/checkout.tsx'),
      page('checkout/result', 'app/routes/checkout-result.tsx'),
      page('order-summary/:id', 'app/routes/order-summary.tsx'),
      page('auth/callback', 'app/routes/auth-callback.tsx'),
      page('not-found', 'app/routes/not-found.tsx'),
      // The profile layout's clientLoader is the guard of all its screens (role user).
      route('profile', 'app/layouts/profile-layout.tsx', id('app/layouts/profile-layout.tsx'), [
        index('app/routes/profile-details.tsx', id('app/routes/profile-details.tsx')),
        page('my-orders', 'app/routes/profile-orders.tsx'),
        page('my-orders/:id', 'app/routes/profile-order-details.tsx'),
        page('help', 'app/routes/profile-help.tsx'),
        page('password-change', 'app/routes/profile-password-change.tsx'),
        page('address', 'app/routes/profile-address.tsx'),
        page('measurements', 'app/routes/profile-measurements.tsx'),
        page('notifications', 'app/routes/profile-notifications.tsx'),
        page('settings', 'app/routes/profile-settings.tsx'),
        page('payment-methods', 'app/routes/profile-payment-methods.tsx'),
      ]),
      page('dashboard', 'app/routes/dashboard.tsx'),
    ]),
    layout('app/layouts/auth-layout.tsx', id('app/layouts/auth-layout.tsx'), [
      page('login', 'app/routes/login.tsx'),
      page('register', 'app/routes/register.tsx'),
      route('password-reset', 'app/routes/password-reset.tsx', id('app/routes/password-reset.tsx'), [
        index('app/routes/password-reset-index.tsx', id('app/routes/password-reset-index.tsx')),
        page('email', 'app/routes/password-reset-email.tsx'),
        page('otp', 'app/routes/password-reset-otp.tsx'),
        page('new-password', 'app/routes/password-reset-new-password.tsx'),
      ]),
    ]),
    // Any other path goes to the not-found page of its language.
    page('*', 'app/routes/catch-all.tsx'),
  ];
}

export default [...tree('en'), ...prefix('ar', tree('ar'))] satisfies RouteConfig;
