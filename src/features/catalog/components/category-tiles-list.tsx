import type { ComponentType, ReactNode } from 'react';
import { paths } from '@/config/paths';
import { localize } from '@/lib/localize';
import { useCategories } from '../api/get-categories';

/** A tile for each category; the placeholders while they load; nothing more if they cannot (the first tile stays). */
export default function CategoryTilesList({
  placeholders,
  Tile,
}: {
  placeholders: ReactNode;
  Tile: ComponentType<{ to: string; children: ReactNode }>;
}) {
  const { data: categories, isPending } = useCategories();
  if (isPending) return placeholders;
  return categories?.map((category) => (
    <Tile key={category.id} to={paths.category(category.slug)}>
      {localize(category.categoryName)}
    </Tile>
  ));
}
