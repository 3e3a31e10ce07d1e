// The words of the stand-in Google consent page (server/google-html.ts, served over HTTP and written into the page
// by the in-browser mock), and the state rule the page checks.

export const consentTexts = {
  en: {
    title: 'Sign in with Google',
    note: 'Mock API: this page stands in for Google while the shop runs against its mock.',
    choose: 'Choose an account to continue to Tafseel',
    other: 'Use another account',
    email: 'Email',
    firstName: 'First name',
    lastName: 'Last name',
    continue: 'Continue',
    cancel: 'Cancel',
    badState: 'This sign-in request is not valid (its state must be at most 128 URL-safe characters).',
  },
  ar: {
    title: 'تسجيل الدخول عبر Google',
    note: 'واجهة تجريبية: تحل هذه الصفحة محل Google أثناء تشغيل المتجر على الواجهة التجريبية.',
    choose: 'اختاري حساباً للمتابعة إلى تفصيل',
    other: 'استخدام حساب آخر',
    email: 'البريد الإلكتروني',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    continue: 'متابعة',
    cancel: 'إلغاء',
    badState:
      'طلب تسجيل الدخول هذا غير صالح (يجب ألا تتجاوز قيمة state ‏128 حرفاً من الأحرف الآمنة في الروابط).',
  },
};

/** The contract's `state` (GET /auth/auth/google): optional, at most 128 URL-safe characters (RFC 3986 unreserved). */
export const isValidGoogleState = (state: string | null): boolean =>
  state === null || /^[A-Za-z0-9._~-]{1,128}$/.test(state);
