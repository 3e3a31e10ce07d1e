import { Link } from '@/components/ui/link';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { PlainPage } from './plain-page';

/** The words this screen needs, loaded before it renders (src/entry.client.tsx, clientLoaders). */
export const handle = { i18n: ['account'] };

export default function CartRoute() {
  const { t } = useTranslation('account');
  return (
    <PlainPage title={t('plain.cartTitle')}>
      <p>{t('plain.cartIntro')}</p>
      <p>
        <Link to={paths.products} className="font-semibold text-brand-700 hover:underline">
          {t('plain.browse')}
        </Link>
      </p>
    </PlainPage>
  );
}
