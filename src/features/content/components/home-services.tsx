import { useTranslation } from 'react-i18next';
import { ArrowIcon } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useBhd } from '../hooks/use-bhd';
import { FEES_BHD } from '../utils/business';

/** The home measurement visit and the delivery, each with its fee and where to read more. */
export function HomeServices() {
  const { t } = useTranslation('home');
  const bhd = useBhd();
  return (
    <section className="mx-auto grid max-w-7xl gap-6 px-4 pb-20 sm:px-6 lg:grid-cols-2 lg:px-8">
      <div className="rounded-[2rem] bg-ink p-8 text-sand-100 sm:p-10">
        <h2 className="text-2xl font-semibold !text-white sm:text-3xl">{t('home.homeTitle')}</h2>
        <p className="mt-4 leading-relaxed text-sand-200">{t('home.homeBody')}</p>
        <p className="mt-4 font-semibold text-white">
          {t('home.homeFee', { fee: bhd(FEES_BHD.homeMeasurement) })}
        </p>
        <Link
          to={paths.sizeGuide + '#home-measurement'}
          className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-white underline-offset-4 hover:underline"
        >
          {t('home.homeCta')}
          <ArrowIcon className="size-4" />
        </Link>
      </div>
      <div className="rounded-[2rem] bg-brand-50 p-8 ring-1 ring-brand-100 sm:p-10">
        <h2 className="text-2xl font-semibold sm:text-3xl">{t('home.deliveryTitle')}</h2>
        <p className="mt-4 leading-relaxed text-ink-soft">{t('home.deliveryBody')}</p>
        <p className="mt-4 font-semibold text-ink">
          {t('home.deliveryFee', { fee: bhd(FEES_BHD.deliveryOutsideBahrain) })}
        </p>
        <Link
          to={paths.faqs}
          className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {t('home.deliveryCta')}
          <ArrowIcon className="size-4" />
        </Link>
      </div>
    </section>
  );
}
