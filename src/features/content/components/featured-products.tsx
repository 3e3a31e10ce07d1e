import { GarmentIllustration } from '@/components/garment/garment-illustration';
import { Link } from '@/components/ui/link';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { localize } from '@/lib/api-error';
import { formatPrice } from '@/lib/money';
import type { Product } from '@/lib/schemas';
import { useFeaturedProducts } from '../api/get-featured-products';
import { FeaturedSkeleton, featuredGrid as grid } from './featured-skeleton';
import { LoadError } from '@/components/ui/load-state';

const isSafeImage = (url: string) => url.startsWith('/') && !url.startsWith('//');

type Intent = (productId: number) => void;

function ProductCard({
  product,
  lang,
  onIntent,
}: {
  product: Product;
  lang: 'en' | 'ar';
  onIntent?: Intent;
}) {
  const name = localize(product.p_name, lang);
  const image = product.images.find((i) => isSafeImage(i.url));
  return (
    <li>
      <Link
        to={paths.product(product.id)}
        prefetch="intent"
        onPointerEnter={() => onIntent?.(product.id)}
        onFocus={() => onIntent?.(product.id)}
        className="group block rounded-2xl focus-visible:outline-offset-4"
      >
        <div className="aspect-[3/4] overflow-hidden rounded-2xl bg-sand-100">
          {image ? (
            <img
              src={image.url}
              alt={localize(image.alt, lang)}
              width={300}
              height={400}
              loading="lazy"
              decoding="async"
              className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
            />
          ) : (
            <GarmentIllustration
              product={product}
              colourHex={product.colour[0]?.hex ?? ''}
              className="size-full p-3 transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none"
            />
          )}
        </div>
        <p className="mt-3 truncate text-xs leading-4 tracking-wide text-ink-muted uppercase">
          {localize(product.p_category.categoryName, lang)}
        </p>
        <p className="mt-1 truncate leading-6 font-semibold text-ink group-hover:text-brand-700">{name}</p>
        <p className="mt-0.5 text-sm leading-5 text-ink-soft">
          {formatPrice(product.p_price, product.currency, lang)}
        </p>
      </Link>
    </li>
  );
}

/**
 * Four of the newest pieces. Its own loading, empty and error states: the home page never waits for it.
 * `onIntent` is called when she points at or focuses a piece (the home page asks for it ahead).
 */
export default function FeaturedProducts({ onIntent }: { onIntent?: Intent }) {
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
        <ProductCard key={product.id} product={product} lang={lang} onIntent={onIntent} />
      ))}
    </ul>
  );
}
