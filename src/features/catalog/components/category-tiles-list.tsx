import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { localize } from '@/lib/api-error';
import { useCategories } from '../api/get-categories';
import { TileArrow, tileClass } from './category-tile';

/** A tile for each category; the placeholders while they load; nothing more if they cannot (the first tile stays). */
export default function CategoryTilesList({ placeholders }: { placeholders: ReactNode }) {
  const { data: categories, isPending } = useCategories();
  if (isPending) return placeholders;
  return categories?.map((category) => (
    <li key={category.id}>
      <Link
        to={`${paths.products}?${new URLSearchParams({ category: category.slug }).toString()}`}
        className={tileClass}
      >
        {localize(category.categoryName)}
        <TileArrow />
      </Link>
    </li>
  ));
}
