import { i18next } from '@/lib/i18n';
import { notify } from '@/lib/notify';

/** Checkout opened with nothing handed over by the cart (and no unpaid order to offer): a word about it, once. */
export function sayNoDraft(): void {
  void notify('info', i18next.t('checkout.noDraft', { ns: 'checkout' }), { toastId: 'checkout-no-draft' });
}
