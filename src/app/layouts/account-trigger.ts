/**
 * The header's account button, the same for 'Sign in' and for her account menu's trigger. Never wraps: 'تسجيل
 * الدخول' broke over two lines on a phone. Tighter below `sm`, so it fits a 360 px header.
 */
export const accountTriggerClass =
  'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2 py-2 text-sm font-semibold whitespace-nowrap text-ink hover:bg-sand-100 sm:gap-2 sm:px-3';

/** The header's bag, a guest's (no count) and a customer's (with her count) alike. */
export const bagLinkClass =
  'relative inline-flex shrink-0 items-center rounded-full p-2 text-ink hover:bg-sand-100';
