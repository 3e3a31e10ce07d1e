import { lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { AppShell } from './app-shell';
import { RouteErrorPage } from './error-boundary';
import { RequireGuest, RequireResetStep, RequireRole } from './guards';
import { AuthLayout } from './layouts/auth-layout';
import { ProfileLayout } from './layouts/profile-layout';
import { RootLayout } from './layouts/root-layout';

// Every screen is its own chunk: the first page loads only the code it shows.
const Home = lazy(() => import('./routes/home'));
const AboutUs = lazy(() => import('./routes/about-us'));
const ContactUs = lazy(() => import('./routes/contact-us'));
const PrivacyPolicy = lazy(() => import('./routes/privacy-policy'));
const Terms = lazy(() => import('./routes/terms'));
const HowItWorks = lazy(() => import('./routes/how-it-works'));
const HowToMeasure = lazy(() => import('./routes/how-to-measure'));
const Faqs = lazy(() => import('./routes/faqs'));
const SizeGuide = lazy(() => import('./routes/size-guide'));
const SizeChart = lazy(() => import('./routes/size-chart'));
const Products = lazy(() => import('./routes/products'));
const Product = lazy(() => import('./routes/product'));
const Cart = lazy(() => import('./routes/cart'));
const OrderSummary = lazy(() => import('./routes/order-summary'));
const AuthCallback = lazy(() => import('./routes/auth-callback'));
const NotFound = lazy(() => import('./routes/not-found'));
const Login = lazy(() => import('./routes/login'));
const Register = lazy(() => import('./routes/register'));
const ResetEmail = lazy(() => import('./routes/password-reset-email'));
const ResetOtp = lazy(() => import('./routes/password-reset-otp'));
const ResetNewPassword = lazy(() => import('./routes/password-reset-new-password'));
const ProfileDetails = lazy(() => import('./routes/profile-details'));
const ProfileOrders = lazy(() => import('./routes/profile-orders'));
const ProfileOrderDetails = lazy(() => import('./routes/profile-order-details'));
const ProfileHelp = lazy(() => import('./routes/profile-help'));
const ProfilePasswordChange = lazy(() => import('./routes/profile-password-change'));
const ProfileAddress = lazy(() => import('./routes/profile-address'));
const Dashboard = lazy(() => import('./routes/dashboard'));

/** The route tree of spec 2. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteErrorPage />,
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

export const createAppRouter = () => createBrowserRouter(routes);
