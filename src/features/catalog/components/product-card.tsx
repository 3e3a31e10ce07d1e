import { Link } from '@/components/ui/link';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { localize } from '@/lib/localize';
import { currentLang } from '@/lib/i18n';
import { formatPrice } from '@/lib/money';
import type { Product } from '@/domain/schemas';
import { CardPicture, GRID_CARD_SIZES } from '@/components/photo/card-picture';
import { SaveProductButton } from './save-product-button';

const MAX_SWATCHES = 5;

type ProductCardProps = {
  product: Product;
  /** Notify me on a piece out of stock; without it (the prerendered collection's cards) the button waits */
  onNotifyMe?: (product: Product) => void;
  /** she points at or focuses the card: its page is usually one tap away */
  onIntent?: (product: Product) => void;
  /** on a touch screen, the card came into view (after the page idled): its page is one tap away */
  onInView?: (product: Product) => void;
  /** in the page's first row: its photograph is fetched at once */
  priority?: boolean;
};

export function ProductCard({ product, onNotifyMe, onIntent, onInView, priority }: ProductCardProps) {
  const { t } = useTranslation('catalog');
  const lang = currentLang();
  const intent = onIntent ? () => onIntent(product) : undefined;
  const name = localize(product.p_name, lang);
  const outOfStock = product.availability === 'out_of_stock';
  const preOrder = product.availability === 'pre_order';

  return (
    // Names and categories come from the API: a long unbroken word wraps instead of widening the page.
    <article className="group relative flex min-w-0 flex-col wrap-anywhere">
      <Link
        to={paths.product(product.id)}
        prefetch="viewport"
        onInView={onInView ? () => onInView(product) : undefined}
        onPointerEnter={intent}
        onFocus={intent}
        className="flex flex-1 flex-col rounded-2xl focus-visible:outline-offset-4"
      >
        <div
          data-card-frame
          className="relative aspect-[3/4] overflow-hidden rounded-2xl bg-gradient-to-b from-sand-100 to-sand-200 ring-1 ring-sand-200 transition-shadow group-hover:shadow-lg"
        >
          <CardPicture
            product={product}
            lang={lang}
            sizes={GRID_CARD_SIZES}
            priority={priority}
            drawingClassName="p-3"
            className={`transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none ${outOfStock ? 'opacity-70' : ''}`}
          />
          <div className="absolute start-2.5 top-2.5 flex flex-col items-start gap-1.5 sm:start-3 sm:top-3">
            {(outOfStock || preOrder) && (
              <span
                className={`rounded-full px-3 py-1 text-xs font-semibold shadow-sm ${outOfStock ? 'bg-ink text-white' : 'bg-brand-700 text-white'}`}
              >
                {outOfStock ? t('card.outOfStock') : t('card.preOrder')}
              </span>
            )}
            {product.style === 'custom' && (
              <span className="rounded-full bg-white/90 px-2.5 py-1 text-[0.7rem] font-semibold text-ink-soft shadow-sm">
                {t('card.customizable')}
              </span>
            )}
          </div>
        </div>
        <div className="mt-3 flex flex-1 flex-col gap-1 px-1">
          <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
            {localize(product.p_category.categoryName, lang)}
          </p>
          <h2 className="font-display text-base leading-snug font-semibold text-ink sm:text-lg">{name}</h2>
          <div className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-1 pt-1">
            <p className="text-sm font-semibold text-ink sm:text-base" data-currency={product.currency}>
              {formatPrice(product.p_price, product.currency, lang)}
            </p>
            <p className="flex items-center gap-1.5">
              <span className="flex -space-x-1 rtl:space-x-reverse" aria-hidden="true">
                {product.colour.slice(0, MAX_SWATCHES).map((c) => (
                  <span
                    key={c.id}
                    className="size-3.5 rounded-full ring-2 ring-white"
                    style={{ backgroundColor: c.hex }}
                  />
                ))}
              </span>
              <span className="sr-only">{t('card.colours', { count: product.colour.length })}</span>
            </p>
          </div>
        </div>
      </Link>
      <SaveProductButton product={product} className="absolute end-2.5 top-2.5 sm:end-3 sm:top-3" />
      {outOfStock && (
        <button
          type="button"
          disabled={!onNotifyMe}
          onClick={() => onNotifyMe?.(product)}
          className="mt-2 self-start rounded-full px-1 py-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline disabled:opacity-60"
        >
          {t('card.notifyMe')}
          <span className="sr-only">: {name}</span>
        </button>
      )}
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col">
      <div className="aspect-[3/4] animate-pulse rounded-2xl bg-sand-200 motion-reduce:animate-none" />
      <div className="mt-3 space-y-2 px-1">
        <div className="h-3 w-1/3 animate-pulse rounded bg-sand-200 motion-reduce:animate-none" />
        <div className="h-4 w-3/4 animate-pulse rounded bg-sand-200 motion-reduce:animate-none" />
        <div className="h-4 w-1/4 animate-pulse rounded bg-sand-200 motion-reduce:animate-none" />
      </div>
    </div>
  );
}
