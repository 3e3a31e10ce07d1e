import type en from '../en/cart';
import type { Translation } from '@/types/translation';

// Words of the cart screens (Arabic).
const cart: Translation<typeof en> = {};

export default cart;
