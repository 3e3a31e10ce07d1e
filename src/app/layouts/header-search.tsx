import { useTranslation } from 'react-i18next';
import { SearchIcon } from '@/components/ui/icons';
import { localizePath, paths } from '@/config/paths';
import { MAX_SEARCH_LENGTH, normalizeSearch } from '@/config/search';
import { useAppNavigate, useLang } from '@/lib/use-lang';

/**
 * The header's search, on every page but the collection (whose own search is the same form). A GET form to
 * `/products?q=`, so Enter works before the page's scripts have run; once they have, the router goes there
 * without a reload. The field is the browser's (uncontrolled): what she typed before hydration stays.
 */
export function HeaderSearch({ id, className = '' }: { id: string; className?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useAppNavigate();
  return (
    <form
      role="search"
      aria-label={t('header.search')}
      method="get"
      action={localizePath(paths.products, lang)}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const q = normalizeSearch(String(new FormData(form).get('q') ?? ''));
        form.reset();
        navigate(q ? `${paths.products}?${new URLSearchParams({ q }).toString()}` : paths.products);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('header.search')}
      </label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-ink-muted" />
        <input
          id={id}
          type="search"
          name="q"
          maxLength={MAX_SEARCH_LENGTH}
          placeholder={t('header.searchPlaceholder')}
          enterKeyHint="search"
          className="block w-full rounded-full border border-sand-300 bg-white py-2 ps-9 pe-3 text-base text-ink placeholder:text-ink-muted focus:outline-2 focus:outline-offset-1 focus:outline-brand-600 lg:text-sm"
        />
      </div>
    </form>
  );
}
