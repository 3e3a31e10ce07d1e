import { Outlet } from 'react-router';

/** The three reset steps share the auth layout; each step's clientLoader is its guard. */
export default function PasswordResetRoute() {
  return <Outlet />;
}
