// The words of the stand-in Google consent page: one copy for the page in the shop's bundle (google-consent.tsx)
// and the page the mock API server serves (server/google-html.ts).

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
  },
};
