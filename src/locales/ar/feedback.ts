import type en from '../en/feedback';
import type { Translation } from '@/types/translation';

const feedback: Translation<typeof en> = {
  errors: {
    generic: 'حدث خطأ. يرجى المحاولة مرة أخرى.',
    network: 'خطأ في الشبكة: حدث خطأ ما، يرجى المحاولة مرة أخرى.',
    timeout: 'استغرق المتجر وقتاً طويلاً للرد. يرجى المحاولة مرة أخرى.',
    invalidResponse: 'وصلنا رد غير متوقع من المتجر. يرجى المحاولة مرة أخرى.',
    retry: 'حاولي مرة أخرى',
  },
  validation: {
    required: 'هذا الحقل مطلوب',
    email: 'البريد الإلكتروني غير صالح',
    nameMax: 'يرجى ألا يزيد على 50 حرفاً',
    emailMax: 'لا يزيد البريد الإلكتروني على 254 حرفاً',
    passwordMax: 'يجب ألا تزيد كلمة المرور على 128 حرفاً',
  },
  dialog: { close: 'إغلاق' },
  toast: { region: 'الإشعارات' },
};

export default feedback;
