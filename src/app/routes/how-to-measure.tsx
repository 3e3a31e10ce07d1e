import { Link } from '@/components/ui/link';
import { useTranslation } from 'react-i18next';
import { ArrowIcon } from '@/components/ui/icons';
import { pageMeta } from '@/lib/page-meta';
import { paths } from '@/config/paths';
import { BodyDiagram, type BodyMeasure } from '@/features/content/components/body-diagram';
import { InfoPage, InfoSection } from '@/components/info-page';
import { wordsLoader } from '../route-words';
import type { Route } from './+types/how-to-measure';

/** Its title and description in the prerendered HTML, in the page's language. */
export const meta = ({ location }: Route.MetaArgs) => pageMeta('content', 'howToMeasure', location.pathname);

/** Build time only (a prerendered page hydrates as written; route-words' wordsLoader). */
export const loader = () => null;
export const clientLoader = wordsLoader('app/routes/how-to-measure');

// The six body measurements of spec 3. The size range comes from spec 3's chart (XS low to XXL high).
const MEASURES: {
  key: BodyMeasure;
  name: 'bust' | 'underBust' | 'waist' | 'hips' | 'shoulder' | 'height';
  range?: { cm: string; inch: string };
}[] = [
  { key: 'bust', name: 'bust', range: { cm: '79–117 cm', inch: '31–46 in' } },
  { key: 'underBust', name: 'underBust' },
  { key: 'waist', name: 'waist', range: { cm: '58–96 cm', inch: '23–38 in' } },
  { key: 'hips', name: 'hips', range: { cm: '84–122 cm', inch: '33–48 in' } },
  { key: 'shoulder', name: 'shoulder' },
  { key: 'height', name: 'height' },
];

export default function HowToMeasureRoute() {
  const { t } = useTranslation('content');

  return (
    <InfoPage
      eyebrow={t('howToMeasure.eyebrow')}
      title={t('howToMeasure.title')}
      intro={t('howToMeasure.intro')}
      bodyClassName="space-y-14"
    >
      <div className="grid gap-5 md:grid-cols-[1.4fr_1fr]">
        <InfoSection id="before" title={t('howToMeasure.beforeTitle')} tone="card">
          <ul className="space-y-3 text-ink-soft">
            {(['before1', 'before2', 'before3', 'before4'] as const).map((key) => (
              <li key={key} className="flex gap-3">
                <span className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-600" aria-hidden="true" />
                {t(`howToMeasure.${key}`)}
              </li>
            ))}
          </ul>
        </InfoSection>
        <InfoSection
          id="units"
          title={t('howToMeasure.unitsTitle')}
          lead={t('howToMeasure.unitsBody')}
          tone="brand"
        />
      </div>

      <ol className="grid gap-6 md:grid-cols-2">
        {MEASURES.map((m, i) => {
          const name = t(`howToMeasure.${m.name}Name`);
          return (
            <li
              key={m.key}
              id={`measure-${m.key}`}
              className="flex flex-col gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200 sm:flex-row"
            >
              <div className="flex shrink-0 justify-center rounded-xl bg-sand-50 p-2">
                <BodyDiagram measure={m.key} title={t('howToMeasure.diagram', { name })} />
              </div>
              <div className="min-w-0 space-y-3">
                <h2 className="text-xl font-semibold">
                  <span className="me-2 text-brand-700" aria-hidden="true">
                    {i + 1}.
                  </span>
                  {name}
                </h2>
                <p className="leading-relaxed text-ink-soft">{t(`howToMeasure.${m.name}How`)}</p>
                <p className="text-sm font-medium text-ink">
                  {t('howToMeasure.record', { cm: '0.5 cm', inch: '¼ in' })}
                </p>
                {m.range && (
                  <p className="text-sm text-ink-soft">
                    {t('howToMeasure.typical', { cm: m.range.cm, inch: m.range.inch })}
                  </p>
                )}
                <p className="rounded-xl bg-sand-100 px-3 py-2 text-sm text-ink-soft">
                  <strong className="font-semibold text-ink">{t('howToMeasure.tip')}: </strong>
                  {t(`howToMeasure.${m.name}Tip`)}
                </p>
              </div>
            </li>
          );
        })}
      </ol>

      <InfoSection
        id="pro"
        title={t('howToMeasure.helpTitle')}
        lead={t('howToMeasure.helpBody')}
        tone="dark"
        layout="banner"
        actions={
          <Link
            to={`${paths.sizeGuide}#home-measurement`}
            className="inline-flex shrink-0 items-center gap-2 rounded-full bg-white px-6 py-3 text-sm font-semibold text-ink hover:bg-sand-100"
          >
            {t('sizeGuide.homeTitle')}
            <ArrowIcon className="size-4" />
          </Link>
        }
      />
    </InfoPage>
  );
}
