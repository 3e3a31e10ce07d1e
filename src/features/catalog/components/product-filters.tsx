import { isPlainClick } from '@/components/ui/link';
import { useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { useTranslation } from 'react-i18next';
import { localizePath, paths } from '@/config/paths';
import { normalizeSearch } from '@/config/search';
import { localize } from '@/lib/localize';
import { useLang } from '@/lib/use-lang';
import type { Category } from '@/domain/schemas';
import {
  MAX_SEARCH_LENGTH,
  PRODUCT_SORTS,
  listHref,
  type ProductListParams,
  type ProductSort,
} from '../utils/list-params';

const SEARCH_DEBOUNCE_MS = 400;

type ProductFiltersProps = {
  params: ProductListParams;
  categories: Category[] | undefined;
  onChange: (patch: Partial<Omit<ProductListParams, 'page'>>, options?: { replace?: boolean }) => void;
};

export function ProductFilters({ params, categories, onChange }: ProductFiltersProps) {
  const { t } = useTranslation('catalog');
  const searchId = useId();
  const sortId = useId();
  const formId = useId();
  const lang = useLang();
  const [text, setText] = useState(params.q);
  const [urlQ, setUrlQ] = useState(params.q);
  // When the URL's search changes from outside (back button, "clear the filters"), the box follows it.
  if (params.q !== urlQ) {
    setUrlQ(params.q);
    setText(params.q);
  }
  // The field is the browser's (uncontrolled, as the header's search): hydrating it keeps what she typed before
  // the page's scripts ran, and that is her search from then on (searched once she pauses). Later changes of the
  // address's search are written into it.
  const field = useRef<HTMLInputElement>(null);
  const written = useRef<string | null>(null);
  useLayoutEffect(() => {
    const box = field.current;
    if (!box) return;
    if (written.current === null) {
      if (box.value !== urlQ) setText(box.value);
    } else if (box.value !== urlQ) {
      box.value = urlQ;
    }
    written.current = urlQ;
  }, [urlQ]);

  // The sort is the browser's too: a sort chosen before the page's scripts ran (its option is not the one the
  // HTML selected) is applied once they have, in place of the address's; later changes of the address's sort
  // are written into it. A passive effect: the router takes no navigation before its own layout effects have run.
  const sortField = useRef<HTMLSelectElement>(null);
  const sortShown = useRef<ProductSort | null>(null);
  const adoptSort = useEffectEvent((sort: ProductSort) => onChange({ sort }, { replace: true }));
  useEffect(() => {
    const box = sortField.current;
    if (!box) return;
    const chosen = box.options[box.selectedIndex];
    const sort = PRODUCT_SORTS.find((value) => value === box.value);
    if (sortShown.current === null && chosen && !chosen.defaultSelected && sort && sort !== params.sort) {
      adoptSort(sort);
    } else if (box.value !== params.sort) {
      box.value = params.sort;
    }
    sortShown.current = params.sort;
  }, [params.sort]);

  // Typing searches once she pauses; the URL is replaced, not pushed, so Back is not a letter-by-letter undo.
  useEffect(() => {
    const next = normalizeSearch(text);
    if (next === params.q) return;
    const timer = window.setTimeout(() => onChange({ q: next }, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, params.q, onChange]);

  // Each chip is a link to the collection with that category (the search and sort kept, the first page), so it
  // opens in a new tab, can be shared, and goes there without the page's scripts too.
  const chipHref = (category: string | null) => listHref({ ...params, category, page: 1 }, lang);

  return (
    <div role="search" aria-label={t('filters.label')} className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        {/* A GET form to the collection, so Enter works before the page's scripts have: the list reads the address. */}
        <form
          id={formId}
          method="get"
          action={localizePath(paths.products, lang)}
          className="flex-1"
          onSubmit={(event) => {
            event.preventDefault();
            const next = normalizeSearch(text);
            if (next !== params.q) onChange({ q: next });
          }}
        >
          <label htmlFor={searchId} className="sr-only">
            {t('filters.search')}
          </label>
          <div className="relative">
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-ink-muted"
            >
              <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            {params.category && <input type="hidden" name="category" value={params.category} />}
            <input
              id={searchId}
              type="search"
              name="q"
              ref={field}
              defaultValue={params.q}
              maxLength={MAX_SEARCH_LENGTH}
              onChange={(event) => setText(event.target.value)}
              placeholder={t('filters.searchPlaceholder')}
              enterKeyHint="search"
              className="block w-full rounded-full border border-sand-300 bg-white py-3 ps-12 pe-12 text-base text-ink shadow-sm placeholder:text-ink-muted focus:outline-2 focus:outline-offset-1 focus:outline-brand-600 [&::-webkit-search-cancel-button]:hidden"
            />
            {text && (
              <button
                type="button"
                onClick={() => {
                  setText('');
                  if (field.current) field.current.value = '';
                  onChange({ q: '' });
                }}
                className="absolute end-2 top-1/2 -translate-y-1/2 rounded-full p-2 text-ink-soft hover:bg-sand-100"
              >
                <span className="sr-only">{t('filters.clearSearch')}</span>
                <CloseIcon className="size-4" strokeWidth={2} />
              </button>
            )}
          </div>
        </form>
        <div className="flex items-center gap-2 sm:w-64">
          <label htmlFor={sortId} className="shrink-0 text-sm font-semibold text-ink">
            {t('filters.sort')}
          </label>
          <select
            id={sortId}
            name="sort"
            form={formId}
            ref={sortField}
            defaultValue={params.sort}
            onChange={(event) => onChange({ sort: event.target.value as ProductSort })}
            className="block w-full rounded-full border border-sand-300 bg-white px-4 py-3 text-sm text-ink shadow-sm focus:outline-2 focus:outline-offset-1 focus:outline-brand-600"
          >
            {PRODUCT_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`filters.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset className="min-w-0">
        <legend className="sr-only">{t('filters.categories')}</legend>
        <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
          <CategoryChip
            href={chipHref(null)}
            active={!params.category}
            onClick={() => onChange({ category: null })}
          >
            {t('filters.all')}
          </CategoryChip>
          {categories?.map((category) => (
            <CategoryChip
              key={category.id}
              href={chipHref(category.slug)}
              active={params.category === category.slug}
              onClick={() => onChange({ category: category.slug })}
            >
              {localize(category.categoryName)}
            </CategoryChip>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

function CategoryChip({
  href,
  active,
  onClick,
  children,
}: {
  href: string;
  active: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <a
      href={href}
      aria-current={active ? 'true' : undefined}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onClick();
      }}
      className={`shrink-0 rounded-full border px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors ${
        active
          ? 'border-ink bg-ink text-white'
          : 'border-sand-300 bg-white text-ink hover:border-ink/40 hover:bg-sand-100'
      }`}
    >
      {children}
    </a>
  );
}
