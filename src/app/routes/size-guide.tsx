import { Link } from '@/components/ui/link';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { ArrowIcon } from '@/components/ui/icons';
import { pageMeta } from '@/lib/page-meta';
import { PhoneNumber } from '@/components/ui/phone-number';
import { paths } from '@/config/paths';
import { InfoPage, InfoSection } from '@/components/info-page';
import { SizeChartTable } from '@/features/content/components/size-chart-table';
import { useBhd } from '@/features/content/hooks/use-bhd';
import { CONTACT } from '@/config/contact';
import { FEES_BHD } from '@/features/content/utils/business';
import { wordsLoader } from '../route-words';
import type { Route } from './+types/size-guide';

/** Its title and description in the prerendered HTML, in the page's language. */
export const meta = ({ location }: Route.MetaArgs) => pageMeta('content', 'sizeGuide', location.pathname);

/** Build time only (a prerendered page hydrates as written; route-words' wordsLoader). */
export const loader = () => null;
export const clientLoader = wordsLoader('app/routes/size-guide');

const FITS = ['Regular', 'Slim', 'Relaxed'] as const;

/** Spec 2: banner, then body belief, size range, chart, custom measurements, home measurement, fit tips, help. */
export default function SizeGuideRoute() {
  const { t } = useTranslation('content');
  const bhd = useBhd();

  return (
    <InfoPage eyebrow={t('sizeGuide.banner')} title={t('sizeGuide.title')} intro={t('sizeGuide.intro')}>
      <div className="grid gap-6 md:grid-cols-2">
        <InfoSection
          id="body-belief"
          title={t('sizeGuide.beliefTitle')}
          lead={t('sizeGuide.beliefBody')}
          tone="card"
        />
        <InfoSection
          id="size-range"
          title={t('sizeGuide.rangeTitle')}
          lead={t('sizeGuide.rangeBody')}
          tone="card"
        >
          <p className="flex flex-wrap gap-2" dir="ltr">
            {['XS', 'S', 'M', 'L', 'XL', 'XXL'].map((s) => (
              <span key={s} className="rounded-full bg-sand-100 px-3 py-1 text-sm font-semibold text-ink">
                {s}
              </span>
            ))}
          </p>
        </InfoSection>
      </div>

      <InfoSection id="size-chart" title={t('sizeGuide.chartTitle')} lead={t('sizeGuide.chartBody')}>
        <SizeChartTable />
        <Link
          to={paths.sizeChart}
          className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
        >
          {t('sizeGuide.chartLink')}
          <ArrowIcon className="size-4" />
        </Link>
      </InfoSection>

      <InfoSection
        id="custom-measurements"
        title={t('sizeGuide.customTitle')}
        lead={t('sizeGuide.customBody')}
      >
        <p className="font-semibold text-ink">
          {t('sizeGuide.customFee', { fee: bhd(FEES_BHD.customSize) })}
        </p>
        <a
          href={paths.howToMeasure}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-4 inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
        >
          {t('sizeGuide.customLink')}
          <span className="sr-only"> {t('shared.newTab')}</span>
          <ArrowIcon className="size-4" />
        </a>
      </InfoSection>

      <InfoSection
        id="home-measurement"
        title={t('sizeGuide.homeTitle')}
        lead={t('sizeGuide.homeBody')}
        tone="dark"
      >
        <div className="grid gap-8 md:grid-cols-2">
          <div>
            <h3 className="text-lg font-semibold !text-white">{t('sizeGuide.homeHowTitle')}</h3>
            <ol className="mt-3 space-y-3">
              {(['homeHow1', 'homeHow2', 'homeHow3'] as const).map((key, i) => (
                <li key={key} className="flex gap-3 text-sand-100">
                  <span
                    className="grid size-7 shrink-0 place-items-center rounded-full bg-white/10 text-sm font-semibold"
                    aria-hidden="true"
                  >
                    {i + 1}
                  </span>
                  <span className="pt-0.5">{t(`sizeGuide.${key}`)}</span>
                </li>
              ))}
            </ol>
          </div>
          <div>
            <h3 className="text-lg font-semibold !text-white">{t('sizeGuide.homeAvailabilityTitle')}</h3>
            <p className="mt-3 leading-relaxed text-sand-100">
              {t('sizeGuide.homeAvailability', { fee: bhd(FEES_BHD.homeMeasurement) })}
            </p>
          </div>
        </div>
      </InfoSection>

      <InfoSection id="fit-tips" title={t('sizeGuide.fitTitle')} lead={t('sizeGuide.fitIntro')}>
        <ul className="grid gap-5 md:grid-cols-3">
          {FITS.map((fit) => (
            <li key={fit} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
              <h3 className="text-lg font-semibold">{t(`sizeGuide.fit${fit}Title`)}</h3>
              <p className="mt-2 leading-relaxed text-ink-soft">{t(`sizeGuide.fit${fit}Body`)}</p>
            </li>
          ))}
        </ul>
      </InfoSection>

      <InfoSection
        id="need-help"
        title={t('sizeGuide.helpTitle')}
        lead={t('sizeGuide.helpBody')}
        tone="brand"
        actions={
          <>
            <Link to={paths.contactUs} className={buttonClasses('primary')}>
              {t('sizeGuide.helpCta')}
            </Link>
            <a href={CONTACT.phoneUrl} className={buttonClasses('secondary')}>
              {t('sizeGuide.helpWhatsapp')}
              <PhoneNumber number={CONTACT.phone} />
            </a>
          </>
        }
      />
    </InfoPage>
  );
}
