import { CardPicture } from '@/components/photo/card-picture';
import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { localize } from '@/lib/localize';
import { formatPrice } from '@/lib/money';
import type { Product } from '@/domain/schemas';
import { useFeaturedProducts } from '../api/get-featured-products';
import { FeaturedSkeleton, featuredGrid as grid } from './featured-skeleton';
import { LoadError } from '@/components/ui/load-state';

type Intent = (productId: number) => void;
type CardAction = (product: Product) => ReactNode;

function ProductCard({
  product,
  lang,
  onIntent,
  onInView,
  action,
}: {
  product: Product;
  lang: 'en' | 'ar';
  onIntent?: Intent;
  onInView?: Intent;
  action?: ReactNode;
}) {
  const name = localize(product.p_name, lang);
  return (
    <li className="relative">
      <Link
        to={paths.product(product.id)}
        prefetch="viewport"
        onInView={onInView ? () => onInView(product.id) : undefined}
        onPointerEnter={() => onIntent?.(product.id)}
        onFocus={() => onIntent?.(product.id)}
        className="group block rounded-2xl focus-visible:outline-offset-4"
      >
        <div className="aspect-[3/4] overflow-hidden rounded-2xl bg-sand-100">
          <CardPicture
            product={product}
            lang={lang}
            sizes="(min-width: 1024px) 18rem, 46vw"
            drawingClassName="p-3"
            className="transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none"
          />
        </div>
        <p className="mt-3 truncate text-xs leading-4 tracking-wide text-ink-muted uppercase">
          {localize(product.p_category.categoryName, lang)}
        </p>
        <p className="mt-1 truncate leading-6 font-semibold text-ink group-hover:text-brand-700">{name}</p>
        <p className="mt-0.5 text-sm leading-5 text-ink-soft">
          {formatPrice(product.p_price, product.currency, lang)}
        </p>
      </Link>
      {action}
    </li>
  );
}

/**
 * Four of the newest pieces. Its own loading, empty and error states: the home page never waits for it.
 * `onIntent` is called when she points at or focuses a piece (the home page asks for it ahead), `onInView` when
 * its card comes into view on a touch screen, where pointing comes only with the tap; `cardAction` puts
 * a control over each card's picture.
 */
export default function FeaturedProducts({
  onIntent,
  onInView,
  cardAction,
}: {
  onIntent?: Intent;
  onInView?: Intent;
  cardAction?: CardAction;
}) {
  const { t, i18n } = useTranslation('home');
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  const query = useFeaturedProducts();

  if (query.isPending) return <FeaturedSkeleton />;

  if (query.isError) {
    return (
      <LoadError
        title={t('home.featuredError')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        retryLabel={t('home.retry')}
      />
    );
  }

  if (query.data.length === 0) {
    return (
      <p className="rounded-2xl bg-white px-6 py-10 text-center text-ink-soft ring-1 ring-sand-200">
        {t('home.featuredEmpty')}
      </p>
    );
  }

  return (
    <ul className={grid}>
      {query.data.map((product) => (
        <ProductCard
          key={product.id}
          product={product}
          lang={lang}
          onIntent={onIntent}
          onInView={onInView}
          action={cardAction?.(product)}
        />
      ))}
    </ul>
  );
}
