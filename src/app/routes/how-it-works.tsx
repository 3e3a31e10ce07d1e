import { Link } from '@/components/ui/link';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { ArrowIcon } from '@/components/ui/icons';
import { pageMeta } from '@/lib/page-meta';
import { paths } from '@/config/paths';
import { InfoPage, InfoSection } from '@/components/info-page';
import { useBhd } from '@/features/content/hooks/use-bhd';
import { FEES_BHD } from '@/features/content/utils/business';
import { wordsLoader } from '../route-words';
import type { Route } from './+types/how-it-works';

/** Its title and description in the prerendered HTML, in the page's language. */
export const meta = ({ location }: Route.MetaArgs) => pageMeta('content', 'howItWorks', location.pathname);

/** Build time only (a prerendered page hydrates as written; route-words' wordsLoader). */
export const loader = () => null;
export const clientLoader = wordsLoader('app/routes/how-it-works');

const JOURNEY = [1, 2, 3, 4, 5, 6] as const;

export default function HowItWorksRoute() {
  const { t } = useTranslation('content');
  const bhd = useBhd();

  const methods = [
    {
      key: 'standard',
      fee: t('howItWorks.standardFee'),
      link: { to: paths.sizeChart, label: t('shared.sizeChart') },
    },
    {
      key: 'custom',
      fee: t('howItWorks.customFee', { fee: bhd(FEES_BHD.customSize) }),
      link: { to: paths.howToMeasure, label: t('shared.howToMeasure') },
    },
    { key: 'home', fee: t('howItWorks.homeFee', { fee: bhd(FEES_BHD.homeMeasurement) }), link: null },
  ] as const;

  return (
    <InfoPage eyebrow={t('howItWorks.eyebrow')} title={t('howItWorks.title')} intro={t('howItWorks.intro')}>
      <InfoSection id="journey" title={t('howItWorks.journeyTitle')}>
        <ol className="relative space-y-8 border-s-2 border-sand-200 ps-8">
          {JOURNEY.map((n) => (
            <li key={n} className="relative">
              <span
                className="absolute -start-[3.15rem] top-0 grid size-9 place-items-center rounded-full bg-brand-700 text-sm font-semibold text-white ring-4 ring-sand-50"
                aria-hidden="true"
              >
                {n}
              </span>
              <h3 className="text-xl font-semibold">{t(`howItWorks.j${n}Title`)}</h3>
              <p className="mt-2 max-w-2xl leading-relaxed text-ink-soft">{t(`howItWorks.j${n}Body`)}</p>
            </li>
          ))}
        </ol>
      </InfoSection>

      <InfoSection id="methods" title={t('howItWorks.methodsTitle')} lead={t('howItWorks.methodsIntro')}>
        <ul className="grid gap-5 md:grid-cols-3">
          {methods.map((m) => (
            <li key={m.key} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
              <h3 className="text-xl font-semibold">{t(`howItWorks.${m.key}Title`)}</h3>
              <p className="mt-2 flex-1 leading-relaxed text-ink-soft">{t(`howItWorks.${m.key}Body`)}</p>
              <p className="mt-4 text-sm font-semibold text-brand-800">{m.fee}</p>
              {m.link && (
                <Link
                  to={m.link.to}
                  className="mt-3 inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
                >
                  {m.link.label}
                  <ArrowIcon className="size-4" />
                </Link>
              )}
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-ink-muted">
          {t('howItWorks.customStyleNote', { fee: bhd(FEES_BHD.customStyle) })}
        </p>
      </InfoSection>

      <InfoSection
        id="start"
        title={t('howItWorks.ctaTitle')}
        lead={t('howItWorks.ctaBody')}
        tone="dark"
        layout="centered"
        actions={
          <Link
            to={paths.products}
            className={buttonClasses('primary', 'bg-white !text-ink hover:!bg-sand-100')}
          >
            {t('shared.shopNow')}
            <ArrowIcon className="size-4" />
          </Link>
        }
      />
    </InfoPage>
  );
}
