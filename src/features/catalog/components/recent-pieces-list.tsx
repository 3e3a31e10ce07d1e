import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GarmentIllustration } from '@/components/garment/garment-illustration';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { isApiError, localize } from '@/lib/api-error';
import { currentLang } from '@/lib/i18n';
import { formatPrice } from '@/lib/money';
import type { Product } from '@/lib/schemas';
import { getProductQueryOptions } from '../api/get-product';
import { forgetRecentPiece, type RecentPiece } from '../utils/recent-pieces';

const CARD = 'w-36 shrink-0 sm:w-44';

function PieceCard({ product }: { product: Product }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const colour = product.colour[0];
  const badge =
    product.availability === 'out_of_stock'
      ? t('recent.outOfStock')
      : product.availability === 'pre_order'
        ? t('recent.preOrder')
        : null;
  return (
    <li className={CARD}>
      <Link to={paths.product(product.id)} className="group block rounded-2xl wrap-anywhere">
        <div className="relative aspect-[3/4] overflow-hidden rounded-2xl bg-gradient-to-b from-sand-100 to-sand-200 ring-1 ring-sand-200">
          {colour && (
            <GarmentIllustration product={product} colourHex={colour.hex} className="size-full p-2" />
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
        <p className="text-sm text-ink-soft tabular-nums">
          {formatPrice(product.p_price, product.currency, lang)}
        </p>
      </Link>
    </li>
  );
}

/** A piece that left the collection (404): said so by the name she saw, and hers to take off the list. */
function GoneCard({ piece }: { piece: RecentPiece }) {
  const { t } = useTranslation();
  const name = localize(piece.name, currentLang());
  return (
    <li className={`${CARD} flex flex-col justify-between rounded-2xl bg-sand-100 p-4 ring-1 ring-sand-200`}>
      <p className="text-sm wrap-anywhere text-ink-soft">{t('recent.gone', { name })}</p>
      <button
        type="button"
        aria-label={t('recent.removeLabel', { name })}
        onClick={() => forgetRecentPiece(piece.id)}
        className="mt-3 self-start rounded-full px-1 py-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        {t('recent.remove')}
      </button>
    </li>
  );
}

/** A piece that could not be read just now: still a link to its page, which has its own way to try again. */
function UnreadCard({ piece }: { piece: RecentPiece }) {
  const { t } = useTranslation();
  return (
    <li className={`${CARD} rounded-2xl bg-sand-100 p-4 ring-1 ring-sand-200`}>
      <Link
        to={paths.product(piece.id)}
        className="text-sm font-semibold wrap-anywhere text-ink hover:text-brand-700"
      >
        {localize(piece.name, currentLang())}
      </Link>
      <p className="mt-2 text-sm text-ink-soft">{t('recent.failed')}</p>
    </li>
  );
}

export default function RecentPiecesList({ pieces }: { pieces: RecentPiece[] }) {
  const queries = useQueries({
    queries: pieces.map((piece) => ({
      ...getProductQueryOptions(piece.id),
      staleTime: 60_000,
      // a piece that left the collection is not asked for again
      retry: (count: number, error: unknown) => !(isApiError(error) && error.status === 404) && count < 2,
    })),
  });
  return (
    <ul className="-mx-4 flex gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0">
      {pieces.map((piece, i) => {
        const query = queries[i];
        if (query?.data) return <PieceCard key={piece.id} product={query.data} />;
        if (isApiError(query?.error) && query.error.status === 404)
          return <GoneCard key={piece.id} piece={piece} />;
        if (query?.isError) return <UnreadCard key={piece.id} piece={piece} />;
        return (
          <li key={piece.id} aria-hidden="true" className={CARD}>
            <div className="aspect-[3/4] animate-pulse rounded-2xl bg-sand-200 motion-reduce:animate-none" />
          </li>
        );
      })}
    </ul>
  );
}
