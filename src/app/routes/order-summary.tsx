import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PlainPage } from './plain-page';

/** The words this screen needs, loaded before it renders (src/entry.client.tsx, clientLoaders). */
export const handle = { i18n: ['account'] };

export default function OrderSummaryRoute() {
  const { t } = useTranslation('account');
  const { id = '' } = useParams();
  return (
    <PlainPage title={t('plain.orderSummaryTitle')}>
      <p>{t('plain.orderSummaryIntro', { id })}</p>
    </PlainPage>
  );
}
