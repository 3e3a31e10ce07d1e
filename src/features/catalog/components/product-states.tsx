import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';

// The product page's states besides the piece itself: it could not be loaded, it does not exist, it is loading.

export function ProductNotFound() {
  const { t } = useTranslation('product');
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-5 px-6 py-16 text-center">
      <h1 className="text-3xl font-semibold sm:text-4xl">{t('notFound.title')}</h1>
      <p className="text-ink-soft">{t('notFound.body')}</p>
      <Link to={paths.products} className={buttonClasses('primary')}>
        {t('notFound.back')}
      </Link>
    </div>
  );
}

export function ProductSkeleton() {
  const { t } = useTranslation('product');
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12" aria-busy="true">
      <p role="status" className="sr-only">
        {t('loading')}
      </p>
      <div aria-hidden="true" className="grid animate-pulse gap-8 lg:grid-cols-2 lg:gap-14">
        <div className="aspect-[4/5] rounded-3xl bg-sand-200" />
        <div className="space-y-5 py-2">
          <div className="h-4 w-24 rounded bg-sand-200" />
          <div className="h-9 w-3/4 rounded bg-sand-200" />
          <div className="h-6 w-32 rounded bg-sand-200" />
          <div className="h-20 w-full rounded bg-sand-200" />
          <div className="flex gap-3">
            {[0, 1, 2, 3].map((n) => (
              <div key={n} className="size-11 rounded-full bg-sand-200" />
            ))}
          </div>
          <div className="h-10 w-2/3 rounded-full bg-sand-200" />
          <div className="h-28 w-full rounded-2xl bg-sand-200" />
          <div className="h-12 w-full rounded-full bg-sand-200" />
        </div>
      </div>
    </div>
  );
}
