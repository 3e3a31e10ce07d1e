import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PlainPage } from './plain-page';

export default function OrderSummaryRoute() {
  const { t } = useTranslation('account');
  const { id = '' } = useParams();
  return (
    <PlainPage title={t('plain.orderSummaryTitle')}>
      <p>{t('plain.orderSummaryIntro', { id })}</p>
    </PlainPage>
  );
}
