import type { ClientLoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loadWords, requireUserRole } from '../guards';
import { PlainPage } from './plain-page';

/** The words this screen needs, loaded before it renders (src/entry.client.tsx, clientLoaders). */
export const handle = { i18n: ['checkout'] };

/** Where the payment provider sends her back (`?orderId=`); her own order, so role user. */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  await Promise.all([requireUserRole(request), loadWords(['checkout'])]);
  return null;
}

export default function CheckoutResultRoute() {
  const { t } = useTranslation('checkout');
  return <PlainPage title={t('result.title')} />;
}
