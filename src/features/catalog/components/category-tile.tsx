import { ArrowIcon } from '@/components/ui/icons';

/** A category tile's look, on the home page: the whole collection's and each category's. */
export const tileClass =
  'group flex h-24 items-end justify-between gap-2 rounded-2xl bg-sand-100 p-4 text-lg font-semibold text-ink ring-1 ring-sand-200 transition-colors hover:bg-brand-50 hover:text-brand-700 sm:h-28 sm:p-5';

export function TileArrow() {
  return (
    <ArrowIcon className="size-5 shrink-0 text-brand-700 transition-transform group-hover:translate-x-0.5 rtl:group-hover:-translate-x-0.5" />
  );
}
