import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { ArrowIcon } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { GarmentArt } from './garment-art';

/**
 * The home page's opening: what the shop is, the way to the pieces and to how it works. `onCollectionInView`: the
 * way to the pieces is on a touch screen, where a tap gives no warning (the route fetches the collection's code).
 */
export function HomeHero({ onCollectionInView }: { onCollectionInView?: () => void }) {
  const { t } = useTranslation('home');
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-sand-100 to-sand-50">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1.15fr_1fr] lg:px-8 lg:py-24">
        <div>
          <p className="mb-4 text-xs font-semibold tracking-[0.2em] text-brand-700 uppercase">
            {t('home.eyebrow')}
          </p>
          <h1 className="text-4xl leading-[1.1] font-semibold text-balance sm:text-6xl">{t('home.title')}</h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-ink-soft">{t('home.intro')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to={paths.products}
              prefetch="viewport"
              onInView={onCollectionInView}
              className={buttonClasses('primary', 'px-7')}
            >
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
  );
}
