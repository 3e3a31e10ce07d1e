import { isValidElement } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { AppShell } from './app-shell';
import { deferredScreens, lazyScreen, lazyWithData, type LazyScreen } from '@/lib/lazy';
import { RootLayout } from './layouts/root-layout';

// Every screen is its own chunk: the first page loads only the code it shows. Screens that fetch data load
// the data layer beside them (lazyWithData); the information pages and the home page's first view do not.
const Home = lazyScreen(() => import('./routes/home'), ['home']);
const AboutUs = lazyScreen(() => import('./routes/about-us'), ['content']);
const ContactUs = lazyWithData(() => import('./routes/contact-us'), ['content']);
const PrivacyPolicy = lazyScreen(() => import('./routes/privacy-policy'), ['content']);
const Terms = lazyScreen(() => import('./routes/terms'), ['content']);
const HowItWorks = lazyScreen(() => import('./routes/how-it-works'), ['content']);
const HowToMeasure = lazyScreen(() => import('./routes/how-to-measure'), ['content']);
const Faqs = lazyScreen(() => import('./routes/faqs'), ['content']);
const SizeGuide = lazyScreen(() => import('./routes/size-guide'), ['content']);
const SizeChart = lazyScreen(() => import('./routes/size-chart'), ['content']);
const Products = lazyScreen(() => import('./routes/products'), ['catalog']);
const Product = lazyWithData(() => import('./routes/product'), ['product', 'catalog']);
const Cart = lazyWithData(() => import('./routes/cart'), ['account']);
const OrderSummary = lazyWithData(() => import('./routes/order-summary'), ['account']);
const NotFound = lazyScreen(() => import('./routes/not-found'), ['content']);
// The account area (signing in, the profile, the dashboard) is declared in its own chunk, loaded the first time
// one of its pages is opened: a first page elsewhere carries none of its chunk names (docs/decisions/0015).
const fromAccountArea = deferredScreens(() => import('./account-area'));
const AuthCallback = fromAccountArea('AuthCallback');
const Login = fromAccountArea('Login');
const Register = fromAccountArea('Register');
const ResetEmail = fromAccountArea('ResetEmail');
const ResetOtp = fromAccountArea('ResetOtp');
const ResetNewPassword = fromAccountArea('ResetNewPassword');
const ProfileDetails = fromAccountArea('ProfileDetails');
const ProfileOrders = fromAccountArea('ProfileOrders');
const ProfileOrderDetails = fromAccountArea('ProfileOrderDetails');
const ProfileHelp = fromAccountArea('ProfileHelp');
const ProfilePasswordChange = fromAccountArea('ProfilePasswordChange');
const ProfileAddress = fromAccountArea('ProfileAddress');
const RequireRole = fromAccountArea('RequireRole');
const RequireGuest = fromAccountArea('RequireGuest');
const AuthLayout = fromAccountArea('AuthLayout');
const RequireResetStep = fromAccountArea('RequireResetStep');
const ProfileLayout = fromAccountArea('ProfileLayout');
const Dashboard = fromAccountArea('Dashboard');

/** The route tree of spec 2. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      {
        element: <RootLayout />,
        children: [
          { index: true, element: <Home /> },
          { path: 'about-us', element: <AboutUs /> },
          { path: 'contact-us', element: <ContactUs /> },
          { path: 'privacy-policy', element: <PrivacyPolicy /> },
          { path: 'terms&conidtions', element: <Terms /> },
          { path: 'how-it-works', element: <HowItWorks /> },
          { path: 'how-to-measure', element: <HowToMeasure /> },
          { path: 'faqs', element: <Faqs /> },
          { path: 'size-guide', element: <SizeGuide /> },
          { path: 'size-chart', element: <SizeChart /> },
          { path: 'products', element: <Products /> },
          { path: 'products/:productId', element: <Product /> },
          { path: 'cart', element: <Cart /> },
          { path: 'order-summary/:id', element: <OrderSummary /> },
          { path: 'auth/callback', element: <AuthCallback /> },
          { path: 'not-found', element: <NotFound /> },
          {
            element: <RequireRole role="user" />,
            children: [
              {
                path: 'profile',
                element: <ProfileLayout />,
                children: [
                  { index: true, element: <ProfileDetails /> },
                  { path: 'my-orders', element: <ProfileOrders /> },
                  { path: 'my-orders/:id', element: <ProfileOrderDetails /> },
                  { path: 'help', element: <ProfileHelp /> },
                  { path: 'password-change', element: <ProfilePasswordChange /> },
                  { path: 'address', element: <ProfileAddress /> },
                ],
              },
            ],
          },
          {
            element: <RequireRole role="admin" />,
            children: [{ path: 'dashboard', element: <Dashboard /> }],
          },
        ],
      },
      {
        element: <AuthLayout />,
        children: [
          {
            element: <RequireGuest />,
            children: [
              { path: 'login', element: <Login /> },
              { path: 'register', element: <Register /> },
            ],
          },
          {
            path: 'password-reset',
            children: [
              { index: true, element: <Navigate to="email" replace /> },
              {
                element: <RequireResetStep step="email" />,
                children: [{ path: 'email', element: <ResetEmail /> }],
              },
              {
                element: <RequireResetStep step="otp" />,
                children: [{ path: 'otp', element: <ResetOtp /> }],
              },
              {
                element: <RequireResetStep step="new-password" />,
                children: [{ path: 'new-password', element: <ResetNewPassword /> }],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/not-found" replace /> },
    ],
  },
];

/**
 * Loads the code and words of every screen the URL opens (its layouts included), so React's first render can
 * show the page itself (main.tsx; docs/decisions/0014). Never rejects: a failure is met again, and handled,
 * when the screen renders.
 */
export function preloadScreensFor(pathname: string): Promise<unknown> {
  const screens = (matchRoutes(routes, pathname) ?? [])
    .map(({ route }) => route.element)
    .filter(isValidElement)
    .map((element) => (element.type as Partial<LazyScreen>).preload)
    .filter((preload) => typeof preload === 'function');
  return Promise.all(screens.map((preload) => preload().catch(() => undefined)));
}

/** The shop's routes, under whichever router holds the history (BrowserRouter in the browser). */
export function AppRoutes() {
  return useRoutes(routes);
}
