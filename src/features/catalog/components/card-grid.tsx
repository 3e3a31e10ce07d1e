import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import type { Product } from '@/domain/schemas';
import { GRID_CLASSES } from './grid';
import { ProductCard } from './product-card';

// The cards of the grid's widest first row (grid.ts): their photographs may be the page's largest picture.
const FIRST_ROW = 4;

/** A page of the collection's cards, as the live list and the prerendered first page both draw it. */
export function CardGrid({
  products,
  busy = false,
  onNotifyMe,
  onIntent,
  onInView,
}: {
  products: Product[];
  /** what is on screen is not (yet) the answer for the address: drawn faded */
  busy?: boolean;
  onNotifyMe?: (product: Product) => void;
  onIntent?: (product: Product) => void;
  onInView?: (product: Product) => void;
}) {
  const { t } = useTranslation('catalog');
  return (
    <ul
      aria-label={t('list.gridLabel')}
      aria-busy={busy || undefined}
      className={`${GRID_CLASSES} transition-opacity ${busy ? 'opacity-60' : ''}`}
    >
      {products.map((product, index) => (
        <li key={product.id} className="flex min-w-0">
          <div className="flex w-full min-w-0 flex-col">
            <ProductCard
              product={product}
              priority={index < FIRST_ROW}
              onNotifyMe={onNotifyMe}
              onIntent={onIntent}
              onInView={onInView}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * How many pieces the list has (for her search); while other pieces are on their way in place of the cards on
 * screen (`loading`: another category, search, order or page), that they are coming; else an empty line of the
 * same height while a page loads.
 */
export function ListCount({
  total,
  q,
  loading = false,
}: {
  total: number | null;
  q: string;
  loading?: boolean;
}) {
  const { t } = useTranslation('catalog');
  return (
    // Whatever it says, the line keeps its height: collapsed, it moved the grid and the pager.
    <p aria-live="polite" className="flex min-h-5 items-center gap-2 text-sm text-ink-muted">
      {loading ? (
        <>
          <Spinner size="sm" className="text-brand-600" />
          {t('list.loading')}
        </>
      ) : total === null ? (
        ''
      ) : q ? (
        t('list.resultsFor', { count: total, q })
      ) : (
        t('list.results', { count: total })
      )}
    </p>
  );
}
