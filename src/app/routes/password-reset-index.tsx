import { redirect } from 'react-router';
import { langOfPath, localizePath, paths } from '@/config/paths';
import type { Route } from './+types/password-reset-index';

/** /password-reset starts at its first step. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return redirect(localizePath(paths.passwordResetEmail, langOfPath(new URL(request.url).pathname)));
}

export default function PasswordResetIndexRoute() {
  return null;
}
