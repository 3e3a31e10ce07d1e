import { useTranslation } from 'react-i18next';
import { HelpNearby } from '@/components/help/help-nearby';
import { localize } from '@/lib/localize';
import type { CartItem } from '@/domain/schemas';
import { useLang } from '@/lib/use-lang';

/** Help beside the summary (issue 23.5): WhatsApp opens on a message naming the pieces she is about to pay for. */
export function CheckoutHelp({ items }: { items: CartItem[] }) {
  const { t } = useTranslation('checkout');
  const lang = useLang();
  const pieces = items.map((item) => localize(item.product.p_name, lang));
  return <HelpNearby message={(names) => t('help.checkout', { pieces: names(pieces) })} />;
}
