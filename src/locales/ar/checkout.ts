import type en from '../en/checkout';
import type { Translation } from '@/types/translation';

// Words of the checkout screens (Arabic).
const checkout: Translation<typeof en> = {
  checkout: {
    title: 'إتمام الطلب',
  },
  result: {
    title: 'طلبج',
  },
};

export default checkout;
