import { Link } from '@/components/ui/link';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { ArrowIcon } from '@/components/ui/icons';
import { pageMeta, usePageMeta } from '@/lib/page-meta';
import { PhoneNumber } from '@/components/ui/phone-number';
import { paths } from '@/config/paths';
import { PageHeader, PageSection } from '@/features/content/components/page-header';
import { SizeChartTable } from '@/features/content/components/size-chart-table';
import { useBhd } from '@/features/content/hooks/use-bhd';
import { CONTACT } from '@/config/contact';
import { FEES_BHD } from '@/features/content/utils/business';
import type { Route } from './+types/size-guide';

/** Its title and description in the prerendered HTML, in the page's language. */
export const meta = ({ location }: Route.MetaArgs) => pageMeta('content', 'sizeGuide', location.pathname);

const FITS = ['Regular', 'Slim', 'Relaxed'] as const;

/** Spec 2: banner, then body belief, size range, chart, custom measurements, home measurement, fit tips, help. */
export default function SizeGuideRoute() {
  const { t } = useTranslation('content');
  const bhd = useBhd();
  usePageMeta(t('sizeGuide.metaTitle'), t('sizeGuide.metaDescription'));

  return (
    <>
      <PageHeader eyebrow={t('sizeGuide.banner')} title={t('sizeGuide.title')} intro={t('sizeGuide.intro')} />
      <div className="mx-auto max-w-5xl space-y-16 px-4 py-14 sm:px-6 lg:px-8">
        <div className="grid gap-6 md:grid-cols-2">
          <PageSection
            id="body-belief"
            title={t('sizeGuide.beliefTitle')}
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200 sm:p-8"
          >
            <p className="leading-relaxed text-ink-soft">{t('sizeGuide.beliefBody')}</p>
          </PageSection>
          <PageSection
            id="size-range"
            title={t('sizeGuide.rangeTitle')}
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200 sm:p-8"
          >
            <p className="leading-relaxed text-ink-soft">{t('sizeGuide.rangeBody')}</p>
            <p className="mt-4 flex flex-wrap gap-2" dir="ltr">
              {['XS', 'S', 'M', 'L', 'XL', 'XXL'].map((s) => (
                <span key={s} className="rounded-full bg-sand-100 px-3 py-1 text-sm font-semibold text-ink">
                  {s}
                </span>
              ))}
            </p>
          </PageSection>
        </div>

        <PageSection id="size-chart" title={t('sizeGuide.chartTitle')}>
          <p className="mb-5 max-w-2xl text-ink-soft">{t('sizeGuide.chartBody')}</p>
          <SizeChartTable />
          <Link
            to={paths.sizeChart}
            className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
          >
            {t('sizeGuide.chartLink')}
            <ArrowIcon className="size-4" />
          </Link>
        </PageSection>

        <PageSection id="custom-measurements" title={t('sizeGuide.customTitle')}>
          <p className="max-w-3xl leading-relaxed text-ink-soft">{t('sizeGuide.customBody')}</p>
          <p className="mt-3 font-semibold text-ink">
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
        </PageSection>

        <PageSection
          id="home-measurement"
          title={t('sizeGuide.homeTitle')}
          className="rounded-[2rem] bg-ink p-6 text-sand-100 sm:p-10 [&>h2]:!text-white"
        >
          <p className="max-w-3xl leading-relaxed text-sand-200">{t('sizeGuide.homeBody')}</p>
          <div className="mt-8 grid gap-8 md:grid-cols-2">
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
        </PageSection>

        <PageSection id="fit-tips" title={t('sizeGuide.fitTitle')}>
          <p className="mb-6 max-w-2xl text-ink-soft">{t('sizeGuide.fitIntro')}</p>
          <ul className="grid gap-5 md:grid-cols-3">
            {FITS.map((fit) => (
              <li key={fit} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
                <h3 className="text-lg font-semibold">{t(`sizeGuide.fit${fit}Title`)}</h3>
                <p className="mt-2 leading-relaxed text-ink-soft">{t(`sizeGuide.fit${fit}Body`)}</p>
              </li>
            ))}
          </ul>
        </PageSection>

        <PageSection
          id="need-help"
          title={t('sizeGuide.helpTitle')}
          className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-10"
        >
          <p className="max-w-2xl leading-relaxed text-ink-soft">{t('sizeGuide.helpBody')}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to={paths.contactUs} className={buttonClasses('primary')}>
              {t('sizeGuide.helpCta')}
            </Link>
            <a href={CONTACT.phoneUrl} className={buttonClasses('secondary')}>
              {t('sizeGuide.helpWhatsapp')}
              <PhoneNumber number={CONTACT.phone} />
            </a>
          </div>
        </PageSection>
      </div>
    </>
  );
}
