import type en from '../en/common';
import type { Translation } from '@/types/translation';

const common: Translation<typeof en> = {
  brand: { name: 'تفصيل' },
  a11y: {
    skipToContent: 'انتقل إلى المحتوى الرئيسي',
    openMenu: 'فتح القائمة',
    closeMenu: 'إغلاق القائمة',
    mainNav: 'الرئيسية',
  },
  nav: {
    shop: 'المتجر',
    howItWorks: 'كيف نعمل',
    sizeGuide: 'دليل المقاسات',
    howToMeasure: 'كيف تأخذين مقاساتك',
    faqs: 'الأسئلة الشائعة',
    about: 'من نحن',
    contact: 'تواصلي معنا',
    privacy: 'سياسة الخصوصية',
    terms: 'الشروط والأحكام',
    sizeChart: 'جدول المقاسات',
  },
  header: {
    cart: 'السلة',
    cartCount_zero: 'السلة فارغة',
    cartCount_one: 'السلة، قطعة واحدة',
    cartCount_two: 'السلة، قطعتان',
    cartCount_few: 'السلة، {{count}} قطع',
    cartCount_many: 'السلة، {{count}} قطعة',
    cartCount_other: 'السلة، {{count}} قطعة',
    account: 'حسابي',
    signIn: 'تسجيل الدخول',
    signOut: 'تسجيل الخروج',
    hello: 'أهلاً، {{name}}',
    switchTo: 'English',
    switchToLabel: 'Switch to English',
    country: 'الدولة والعملة',
    countryCurrent: '{{country}}، الأسعار بعملة {{currency}}',
  },
  countries: {
    bh: 'البحرين',
    sa: 'المملكة العربية السعودية',
    ae: 'الإمارات العربية المتحدة',
    kw: 'الكويت',
    qa: 'قطر',
    om: 'عُمان',
  },
  footer: {
    about: 'عبايات وقفاطين وفساتين تُفصَّل على مقاساتك في مشغلنا بالمنامة وتصلك أينما كنتِ في الخليج.',
    shop: 'تسوّقي',
    help: 'المساعدة',
    company: 'تفصيل',
    payments: 'دفع آمن بالبطاقة',
    rights: '© {{year}} تفصيل. جميع الحقوق محفوظة.',
  },
  loading: 'جارٍ التحميل…',
  network: { slow: 'يستغرق هذا وقتاً أطول من المعتاد. انتظري قليلاً من فضلك…' },
  errorBoundary: {
    title: 'حدث خطأ ما',
    body: 'نعتذر، واجهت هذه الصفحة مشكلة. سلتك وحسابك في أمان.',
    tryAgain: 'حاولي مرة أخرى',
    goHome: 'العودة إلى الصفحة الرئيسية',
  },
  sessionCheck: {
    title: 'تعذّر التحقق من جلستك',
    body: 'لم نتمكن من تأكيد حسابك الآن. تحققي من اتصالك ثم حاولي مرة أخرى.',
    retry: 'حاولي مرة أخرى',
  },
  /** An order's or a quote's totals (components/order/order-totals.tsx). */
  help: {
    title: 'عندكِ سؤال قبل أن تقرري؟',
    body: 'يجيبكِ مشغلنا على واتساب وبالهاتف.',
    whatsapp: 'راسلينا على واتساب',
    call: 'اتصلي',
    hours: 'من السبت إلى الخميس، 10:00 – 20:00 (بتوقيت البحرين). مغلق يوم الجمعة.',
  },
  totals: {
    subtotal: 'المجموع الفرعي',
    homeMeasurementFee: 'أخذ المقاسات في المنزل',
    delivery: 'التوصيل',
    free: 'مجاني',
    discount: 'الخصم',
    discountCode: 'الخصم ({{code}})',
    total: 'الإجمالي',
  },
};

export default common;
