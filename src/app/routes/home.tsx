import { lazy, Suspense, useRef } from 'react';
import { Link } from '@/components/ui/link';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { ArrowIcon } from '@/components/ui/icons';
import { pageMeta, usePageMeta } from '@/lib/page-meta';
import { paths } from '@/config/paths';
import { FeaturedSkeleton } from '@/features/content/components/featured-skeleton';
import { GarmentArt } from '@/features/content/components/garment-art';
import { useBhd } from '@/features/content/hooks/use-bhd';
import { FEES_BHD } from '@/features/content/utils/business';
import { useNearViewport } from '@/lib/use-near-viewport';

// The featured pieces sit below the fold: their code, the data layer and the catalog call load as she
// scrolls towards them (docs/decisions/0014), with the skeleton in their place until then.
const FeaturedProducts = lazy(() => import('@/features/content/components/featured-products'));

// The piece of a featured card she points at is asked for ahead; the catalog's call loads only then.
const prefetchPiece = (productId: number) =>
  void import('@/features/catalog/api/prefetch-product').then((m) => m.prefetchProduct(productId));

function FeaturedSection() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={<FeaturedSkeleton />}>
          <FeaturedProducts onIntent={prefetchPiece} />
        </Suspense>
      ) : (
        <FeaturedSkeleton />
      )}
    </div>
  );
}

const STEPS = [1, 2, 3] as const;

export const handle = { i18n: ['home'] };

/** Its title and description in the prerendered HTML, in the page's language. */
export const meta = ({ location }: { location: { pathname: string } }) =>
  pageMeta('home', 'home', location.pathname);

export default function HomeRoute() {
  const { t } = useTranslation('home');
  const bhd = useBhd();
  usePageMeta(t('home.metaTitle'), t('home.metaDescription'));

  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-sand-100 to-sand-50">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1.15fr_1fr] lg:px-8 lg:py-24">
          <div>
            <p className="mb-4 text-xs font-semibold tracking-[0.2em] text-brand-700 uppercase">
              {t('home.eyebrow')}
            </p>
            <h1 className="text-4xl leading-[1.1] font-semibold text-balance sm:text-6xl">
              {t('home.title')}
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-ink-soft">{t('home.intro')}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to={paths.products} className={buttonClasses('primary', 'px-7')}>
                {t('home.ctaShop')}
                <ArrowIcon className="size-4" />
              </Link>
              <Link to={paths.howItWorks} className={buttonClasses('secondary', 'px-7')}>
                {t('home.ctaHow')}
              </Link>
            </div>
            <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-ink-soft">
              {(['promise1', 'promise2', 'promise3'] as const).map((key) => (
                <li key={key} className="flex items-center gap-2">
                  <span className="size-1.5 rounded-full bg-brand-600" aria-hidden="true" />
                  {t(`home.${key}`)}
                </li>
              ))}
            </ul>
          </div>
          <div className="relative mx-auto w-full max-w-sm lg:max-w-md">
            <div className="aspect-[4/5] overflow-hidden rounded-[2rem] bg-sand-200 shadow-xl ring-1 ring-sand-300">
              <GarmentArt hex="#c9a98a" className="size-full" />
            </div>
            <p className="absolute start-4 end-4 bottom-4 rounded-2xl bg-white/95 p-4 text-sm leading-relaxed text-ink shadow-lg sm:start-6 sm:end-6">
              {t('home.heroCard')}
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="steps-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          <h2 id="steps-title" className="text-3xl font-semibold sm:text-4xl">
            {t('home.stepsTitle')}
          </h2>
          <p className="mt-3 text-ink-soft">{t('home.stepsIntro')}</p>
        </div>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {STEPS.map((n) => (
            <li key={n} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-sand-200 sm:p-8">
              <p className="font-display text-4xl font-semibold text-brand-700" aria-hidden="true">
                0{n}
              </p>
              <h3 className="mt-4 text-xl font-semibold">
                <span className="sr-only">{t('home.stepLabel', { number: n })}: </span>
                {t(`home.step${n}Title`)}
              </h3>
              <p className="mt-2 leading-relaxed text-ink-soft">{t(`home.step${n}Body`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="featured-title" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="featured-title" className="text-3xl font-semibold sm:text-4xl">
              {t('home.featuredTitle')}
            </h2>
            <p className="mt-2 text-ink-soft">{t('home.featuredIntro')}</p>
          </div>
          <Link
            to={paths.products}
            className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline"
          >
            {t('home.featuredAll')}
            <ArrowIcon className="size-4" />
          </Link>
        </div>
        <FeaturedSection />
      </section>

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
    </>
  );
}
