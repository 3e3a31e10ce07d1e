import type en from '../en/consent';
import type { Translation } from '@/types/translation';

const consent: Translation<typeof en> = {
  bar: {
    label: 'الموافقة على ملفات تعريف الارتباط',
    text: 'بموافقتكِ نستخدم ملفات تعريف الارتباط للتحليلات والمحادثة وتسجيل الجلسات.',
    acceptAll: 'قبول الكل',
    necessaryOnly: 'الضرورية فقط',
    choose: 'اختاري',
  },
  dialog: {
    title: 'إعدادات ملفات تعريف الارتباط',
    intro: 'ما يحتاجه المتجر ليعمل (سلتكِ وتسجيل دخولكِ ولغتكِ) مفعّل دائماً. اختاري ما يمكن تشغيله أيضاً:',
    analytics: 'التحليلات',
    analyticsHint: 'تُحصي الصفحات التي تُزار، دون بياناتكِ، لنحسّن المتجر.',
    experience: 'المحادثة وتسجيل الجلسات',
    experienceHint: 'محادثة مع فريقنا، وتسجيلات للزيارات تُخفى فيها كل الحقول، لنصلح ما يعيقكِ.',
    privacy: 'سياسة الخصوصية',
    save: 'حفظ اختياراتي',
  },
};

export default consent;
