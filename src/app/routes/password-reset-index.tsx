import { redirect, type ClientLoaderFunctionArgs } from 'react-router';
import { langOfPath, localizePath, paths } from '@/config/paths';

/** /password-reset starts at its first step. */
export function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return redirect(localizePath(paths.passwordResetEmail, langOfPath(new URL(request.url).pathname)));
}

export default function PasswordResetIndexRoute() {
  return null;
}
