import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { PlainPage } from './plain-page';

export default function ContactUsRoute() {
  const { t } = useTranslation();
  return (
    <PlainPage title={t('nav.contact')}>
      <p>
        <Link to={paths.products} className="font-semibold text-brand-700 hover:underline">
          {t('plain.browse')}
        </Link>
      </p>
    </PlainPage>
  );
}
