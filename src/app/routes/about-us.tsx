import { Link } from '@/components/ui/link';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { ArrowIcon } from '@/components/ui/icons';
import { pageMeta } from '@/lib/page-meta';
import { paths } from '@/config/paths';
import { InfoPage, InfoSection } from '@/components/info-page';
import { wordsLoader } from '../route-words';
import type { Route } from './+types/about-us';

/** Its title and description in the prerendered HTML, in the page's language. */
export const meta = ({ location }: Route.MetaArgs) => pageMeta('content', 'about', location.pathname);

/** Build time only (a prerendered page hydrates as written; route-words' wordsLoader). */
export const loader = () => null;
export const clientLoader = wordsLoader('app/routes/about-us');

const VALUES = [1, 2, 3] as const;

export default function AboutUsRoute() {
  const { t } = useTranslation('content');
  return (
    <InfoPage eyebrow={t('about.eyebrow')} title={t('about.title')} intro={t('about.intro')}>
      <InfoSection id="story" title={t('about.storyTitle')} layout="split">
        <div className="space-y-4 text-lg leading-relaxed text-ink-soft">
          <p>{t('about.storyBody1')}</p>
          <p>{t('about.storyBody2')}</p>
        </div>
      </InfoSection>
      <InfoSection id="values" title={t('about.valuesTitle')}>
        <ul className="grid gap-5 md:grid-cols-3">
          {VALUES.map((n) => (
            <li key={n} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
              <h3 className="text-xl font-semibold">{t(`about.value${n}Title`)}</h3>
              <p className="mt-2 leading-relaxed text-ink-soft">{t(`about.value${n}Body`)}</p>
            </li>
          ))}
        </ul>
      </InfoSection>
      <InfoSection
        id="visit"
        title={t('about.visitTitle')}
        lead={t('about.visitBody')}
        tone="dark"
        layout="banner"
        actions={
          <>
            <Link
              to={paths.products}
              className={buttonClasses('primary', 'bg-white !text-ink hover:!bg-sand-100')}
            >
              {t('shared.shopNow')}
              <ArrowIcon className="size-4" />
            </Link>
            <Link
              to={paths.contactUs}
              className="inline-flex items-center rounded-full border border-white/40 px-6 py-3 text-sm font-semibold text-white hover:bg-white/10"
            >
              {t('shared.contactUs')}
            </Link>
          </>
        }
      />
    </InfoPage>
  );
}
