import { lazyScreen, lazyWithData } from '@/lib/lazy';

// The screens of the account area: signing in and its Google return, password reset, the profile and the
// dashboard, with their layouts and guards. router.tsx stands in for each with deferredScreens, so the first
// load of every other page does not carry them; each screen is still its own chunk (docs/decisions/0015).
export const AuthCallback = lazyWithData(() => import('./routes/auth-callback'), ['auth']);
export const Login = lazyWithData(() => import('./routes/login'), ['auth']);
export const Register = lazyWithData(() => import('./routes/register'), ['auth']);
export const ResetEmail = lazyWithData(() => import('./routes/password-reset-email'), ['auth']);
export const ResetOtp = lazyWithData(() => import('./routes/password-reset-otp'), ['auth']);
export const ResetNewPassword = lazyWithData(() => import('./routes/password-reset-new-password'), ['auth']);
export const ProfileDetails = lazyWithData(() => import('./routes/profile-details'), ['account']);
export const ProfileOrders = lazyWithData(() => import('./routes/profile-orders'), ['account']);
export const ProfileOrderDetails = lazyWithData(() => import('./routes/profile-order-details'), ['account']);
export const ProfileHelp = lazyWithData(() => import('./routes/profile-help'), ['account']);
export const ProfilePasswordChange = lazyWithData(
  () => import('./routes/profile-password-change'),
  ['account'],
);
export const ProfileAddress = lazyWithData(() => import('./routes/profile-address'), ['account']);
export const RequireRole = lazyScreen(() =>
  import('./guards').then(({ RequireRole }) => ({ default: RequireRole })),
);
export const RequireGuest = lazyScreen(() =>
  import('./guards').then(({ RequireGuest }) => ({ default: RequireGuest })),
);
export const AuthLayout = lazyScreen(() => import('./layouts/auth-layout'), ['auth']);
export const RequireResetStep = lazyScreen(() => import('./guards-reset-step'));
export const ProfileLayout = lazyWithData(() => import('./layouts/profile-layout'), ['account']);
export const Dashboard = lazyWithData(() => import('./routes/dashboard'), ['account']);
