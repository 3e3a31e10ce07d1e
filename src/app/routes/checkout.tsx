import type { ClientLoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loadWords, requireUserRole } from '../guards';
import { PlainPage } from './plain-page';

/** The words this screen needs, loaded before it renders (src/entry.client.tsx, clientLoaders). */
export const handle = { i18n: ['checkout'] };

/** Checkout needs role user (spec 2). */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  await Promise.all([requireUserRole(request), loadWords(['checkout'])]);
  return null;
}

export default function CheckoutRoute() {
  const { t } = useTranslation('checkout');
  return <PlainPage title={t('checkout.title')} />;
}
