import { useQueries } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GarmentIllustration } from '@/components/garment/garment-illustration';
import { CardPicture } from '@/components/photo/card-picture';
import { Link } from '@/components/ui/link';
import { isNotFound } from '@/lib/api-error';
import { localize } from '@/lib/localize';
import { currentLang } from '@/lib/i18n';
import { formatPrice } from '@/lib/money';
import type { Product } from '@/domain/schemas';
import { getProductQueryOptions } from '@/features/catalog/api/get-product';
import {
  productHref,
  type ListedProduct,
  type StoredProductList,
} from '@/features/catalog/utils/stored-product-list';

/** The price of a listed piece as her choices make it (the route hands in the shop's rule); else its base price. */
export type ListedProductPrice = (product: Product, choices: ListedProduct['choices']) => number;

function ListedProductCard({
  product,
  piece,
  after,
  priceOf,
}: {
  product: Product;
  piece: ListedProduct;
  after?: ReactNode;
  priceOf?: ListedProductPrice;
}) {
  const { t } = useTranslation();
  const lang = currentLang();
  // A piece saved in a colour she chose is drawn in it (the preview of her choices); any other shows as listed.
  const chosen = product.colour.find((c) => c.id === piece.choices?.colour);
  const badge =
    product.availability === 'out_of_stock'
      ? t('recent.outOfStock')
      : product.availability === 'pre_order'
        ? t('recent.preOrder')
        : null;
  return (
    <li className="flex flex-col">
      {/* on a touch screen her tap is the first pointing: the piece's page code comes as the card is on screen */}
      <Link to={productHref(piece)} prefetch="viewport" className="group block rounded-2xl wrap-anywhere">
        <div className="relative aspect-[3/4] overflow-hidden rounded-2xl bg-gradient-to-b from-sand-100 to-sand-200 ring-1 ring-sand-200">
          {chosen ? (
            <GarmentIllustration product={product} colourHex={chosen.hex} className="size-full p-2" />
          ) : (
            <CardPicture
              product={product}
              lang={lang}
              sizes="(min-width: 640px) 12rem, 40vw"
              drawingClassName="p-2"
            />
          )}
          {badge && (
            <span className="absolute start-2 top-2 rounded-full bg-ink px-2.5 py-0.5 text-xs font-semibold text-white">
              {badge}
            </span>
          )}
        </div>
        <h3 className="mt-2 text-sm leading-snug font-semibold text-ink group-hover:text-brand-700">
          {localize(product.p_name, lang)}
        </h3>
        <p className="text-sm text-ink-soft tabular-nums" data-currency={product.currency}>
          {formatPrice(priceOf ? priceOf(product, piece.choices) : product.p_price, product.currency, lang)}
        </p>
      </Link>
      {after}
    </li>
  );
}

/** Takes a piece off her list, named for screen readers. */
type RemoveLabel = 'recent.removeLabel' | 'saved.removeLabel';

function RemoveButton({
  piece,
  list,
  label,
}: {
  piece: ListedProduct;
  list: StoredProductList;
  label: RemoveLabel;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-label={t(label, { name: localize(piece.name, currentLang()) })}
      onClick={() => list.forget(piece.id)}
      className="mt-2 self-start rounded-full px-1 py-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      {t('recent.remove')}
    </button>
  );
}

/** A piece that left the collection (404): said so by the name she saw, and hers to take off the list. */
function GoneCard({
  piece,
  list,
  removeLabel,
}: {
  piece: ListedProduct;
  list: StoredProductList;
  removeLabel: RemoveLabel;
}) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col justify-between rounded-2xl bg-sand-100 p-4 ring-1 ring-sand-200">
      <p className="text-sm wrap-anywhere text-ink-soft">
        {t('recent.gone', { name: localize(piece.name, currentLang()) })}
      </p>
      <RemoveButton piece={piece} list={list} label={removeLabel} />
    </li>
  );
}

/** A piece that could not be read just now: still a link to its page, which has its own way to try again. */
function UnreadCard({ piece }: { piece: ListedProduct }) {
  const { t } = useTranslation();
  return (
    <li className="rounded-2xl bg-sand-100 p-4 ring-1 ring-sand-200">
      <Link
        to={productHref(piece)}
        className="text-sm font-semibold wrap-anywhere text-ink hover:text-brand-700"
      >
        {localize(piece.name, currentLang())}
      </Link>
      <p className="mt-2 text-sm text-ink-soft">{t('recent.failed')}</p>
    </li>
  );
}

/**
 * The pieces of one of her lists, each as it is now (asked for by its id): a card to its page with her choices,
 * a piece that left the collection said so, one that cannot be read just now a link. `removable`: each card can
 * be taken off (her saved pieces); else only a piece that is gone.
 */
export default function ListedProductCards({
  pieces,
  list,
  removeLabel,
  removable = false,
  priceOf,
  className,
}: {
  pieces: ListedProduct[];
  list: StoredProductList;
  /** the words key of a Remove button's name, with {{name}} */
  removeLabel: RemoveLabel;
  removable?: boolean;
  /** each piece's price with her choices; without it, the base price */
  priceOf?: ListedProductPrice;
  className: string;
}) {
  // The shop's query rules (lib/query-client): a piece that left the collection (404) is not asked for again.
  const queries = useQueries({ queries: pieces.map((piece) => getProductQueryOptions(piece.id)) });
  return (
    <ul className={className}>
      {pieces.map((piece, i) => {
        const query = queries[i];
        if (query?.data)
          return (
            <ListedProductCard
              key={piece.id}
              product={query.data}
              piece={piece}
              priceOf={priceOf}
              after={removable && <RemoveButton piece={piece} list={list} label={removeLabel} />}
            />
          );
        if (isNotFound(query?.error))
          return <GoneCard key={piece.id} piece={piece} list={list} removeLabel={removeLabel} />;
        if (query?.isError) return <UnreadCard key={piece.id} piece={piece} />;
        return (
          <li key={piece.id} aria-hidden="true">
            <div className="aspect-[3/4] animate-pulse rounded-2xl bg-sand-200 motion-reduce:animate-none" />
          </li>
        );
      })}
    </ul>
  );
}
