import { paths, stripLang } from '@/config/paths';

// Where she pays, types a password, or arrives with a token in the address (the sign-in callback): no
// session recording ever runs there, and the chat launcher stays away from their forms (docs/third-parties-chat-recording.md).
const PRIVATE_PAGES: readonly string[] = [
  paths.checkout,
  '/checkout/result',
  paths.paymentMethods,
  paths.login,
  paths.register,
  '/password-reset',
  paths.passwordChange,
  paths.authCallback,
];

/** Whether `pathname` (either language, any trailing part) is one of the pages above or below one of them. */
export function isPrivatePage(pathname: string): boolean {
  const bare =
    stripLang(pathname)
      .replace(/[?#].*$/, '')
      .replace(/\/+$/, '') || '/';
  const path = bare.toLowerCase();
  return PRIVATE_PAGES.some((page) => path === page || path.startsWith(`${page}/`));
}
