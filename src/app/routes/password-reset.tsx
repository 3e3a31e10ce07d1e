import { Outlet } from 'react-router';
import type { Route } from './+types/password-reset';

/**
 * The three reset steps share the auth layout; each step's clientLoader is its guard. It reads nothing the router
 * hands it: its generated type checks the module against its place in the route tree.
 */
export default function PasswordResetRoute(_: Route.ComponentProps) {
  return <Outlet />;
}
