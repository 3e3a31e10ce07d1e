import type en from '../en/account';
import type { Translation } from '@/types/translation';

const account: Translation<typeof en> = {
  profile: {
    title: 'حسابي',
    nav: 'الحساب',
    myDetails: 'بياناتي',
    myOrders: 'طلباتي',
    addresses: 'العناوين',
    passwordChange: 'تغيير كلمة المرور',
    help: 'المساعدة',
    measurements: 'مقاساتي',
    notifications: 'الإشعارات',
    settings: 'الإعدادات',
    paymentMethods: 'طرق الدفع',
    signOut: 'تسجيل الخروج',
    detailsIntro: 'البيانات التي سجّلتِ بها.',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    ordersIntro: 'ستظهر طلباتك ومراحل تجهيزها هنا.',
    addressesIntro: 'ستظهر عناوين التوصيل المحفوظة هنا.',
    passwordIntro: 'ستتمكنين من تغيير كلمة المرور من هنا.',
    helpIntro: 'لديكِ سؤال عن طلب أو مقاس أو توصيل؟ نحن هنا لمساعدتك.',
    helpContact: 'تواصلي معنا',
    helpFaqs: 'اقرئي الأسئلة الشائعة',
    orderIntro: 'الطلب {{id}}',
  },
  dashboard: {
    title: 'لوحة التحكم',
    welcome: 'أهلاً بعودتك، {{name}}.',
    intro: 'منطقة إدارة المتجر. ستصل أدوات الطلبات والمنتجات إلى هنا.',
  },
  plain: {
    cartTitle: 'سلة التسوق',
    cartIntro: 'القطع التي تضيفينها إلى السلة تظهر هنا.',
    orderSummaryTitle: 'ملخص الطلب',
    orderSummaryIntro: 'مرجع الطلب {{id}}.',
    browse: 'تصفّحي التشكيلة',
  },
};

export default account;
