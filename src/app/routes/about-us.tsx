import { Link } from '@/components/ui/link';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { ArrowIcon } from '@/components/ui/icons';
import { pageMeta, usePageMeta } from '@/lib/page-meta';
import { paths } from '@/config/paths';
import { PageHeader } from '@/features/content/components/page-header';
import type { Route } from './+types/about-us';

/** Its title and description in the prerendered HTML, in the page's language. */
export const meta = ({ location }: Route.MetaArgs) => pageMeta('content', 'about', location.pathname);

const VALUES = [1, 2, 3] as const;

export default function AboutUsRoute() {
  const { t } = useTranslation('content');
  usePageMeta(t('about.metaTitle'), t('about.metaDescription'));
  return (
    <>
      <PageHeader eyebrow={t('about.eyebrow')} title={t('about.title')} intro={t('about.intro')} />
      <div className="mx-auto max-w-5xl space-y-16 px-4 py-14 sm:px-6 lg:px-8">
        <section aria-labelledby="story-title" className="grid gap-8 md:grid-cols-[1fr_2fr]">
          <h2 id="story-title" className="text-2xl font-semibold sm:text-3xl">
            {t('about.storyTitle')}
          </h2>
          <div className="space-y-4 text-lg leading-relaxed text-ink-soft">
            <p>{t('about.storyBody1')}</p>
            <p>{t('about.storyBody2')}</p>
          </div>
        </section>
        <section aria-labelledby="values-title">
          <h2 id="values-title" className="mb-8 text-2xl font-semibold sm:text-3xl">
            {t('about.valuesTitle')}
          </h2>
          <ul className="grid gap-5 md:grid-cols-3">
            {VALUES.map((n) => (
              <li key={n} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
                <h3 className="text-xl font-semibold">{t(`about.value${n}Title`)}</h3>
                <p className="mt-2 leading-relaxed text-ink-soft">{t(`about.value${n}Body`)}</p>
              </li>
            ))}
          </ul>
        </section>
        <section
          aria-labelledby="visit-title"
          className="flex flex-col gap-6 rounded-[2rem] bg-ink p-8 sm:p-10 md:flex-row md:items-center md:justify-between"
        >
          <div>
            <h2 id="visit-title" className="text-2xl font-semibold !text-white">
              {t('about.visitTitle')}
            </h2>
            <p className="mt-2 max-w-xl text-sand-200">{t('about.visitBody')}</p>
          </div>
          <div className="flex shrink-0 flex-wrap gap-3">
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
          </div>
        </section>
      </div>
    </>
  );
}
