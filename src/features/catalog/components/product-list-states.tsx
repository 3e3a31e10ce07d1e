import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { GRID_CLASSES } from './grid';
import { ProductCardSkeleton } from './product-card';
import { LoadError } from '@/components/ui/load-state';
import { currencyLabel } from '@/lib/money';
import { useLang } from '@/lib/use-lang';

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  const { t } = useTranslation('catalog');
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t('list.loading')}</span>
      <div className={GRID_CLASSES}>
        {Array.from({ length: count }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}

export function ProductListEmpty({ onClear }: { onClear: (() => void) | null }) {
  const { t } = useTranslation('catalog');
  return (
    <div className="mx-auto flex max-w-md flex-col items-center rounded-3xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-sand-200">
      <svg viewBox="0 0 64 64" aria-hidden="true" className="size-16 text-brand-700">
        <path
          d="M22 10c2 6 6 9 10 9s8-3 10-9l10 6-4 12-5-2v28H21V26l-5 2-4-12z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <path d="M26 40h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <h2 className="mt-5 text-2xl font-semibold">{t('empty.title')}</h2>
      <p className="mt-2 leading-relaxed text-ink-soft">{t('empty.body')}</p>
      {onClear && (
        <Button className="mt-6" onClick={onClear}>
          {t('empty.clear')}
        </Button>
      )}
    </div>
  );
}

/**
 * The pieces on screen are older than the list as it is now (the build's first page), and asking for it failed:
 * the cards stay, and she is told so and can ask again. Prices in another currency than hers are hidden
 * (`data-currency`, src/index.css): `hiddenFor` is her currency then, and the notice says why they are missing.
 */
export function ProductListStale({
  message,
  hiddenFor,
  onRetry,
  retrying,
}: {
  message: string;
  hiddenFor: string | null;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation('catalog');
  const lang = useLang();
  return (
    <LoadError
      title={t('error.staleTitle')}
      message={message}
      note={hiddenFor ? t('error.pricesHidden', { currency: currencyLabel(hiddenFor, lang) }) : undefined}
      onRetry={onRetry}
      retrying={retrying}
      retryLabel={t('error.retry')}
    />
  );
}

export function ProductListError({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation('catalog');
  return (
    <LoadError
      heading={2}
      title={t('error.title')}
      message={message}
      onRetry={onRetry}
      retrying={retrying}
      retryLabel={t('error.retry')}
    />
  );
}
