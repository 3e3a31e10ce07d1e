import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useCategories } from '@/features/catalog/api/get-categories';
import { localize } from '@/lib/localize';

/**
 * The collection's categories in the phone's menu, each a link to the collection filtered by it. Loaded (code
 * and call) when she first opens the menu; until they come, or if they cannot, the menu's Shop link is her way.
 */
export default function MenuCategories() {
  const { t } = useTranslation();
  const { data: categories } = useCategories();
  if (!categories?.length) return null;
  return (
    <nav aria-labelledby="menu-categories-title" className="mt-3 border-t border-sand-200 pt-4">
      <p
        id="menu-categories-title"
        className="mb-1 px-3 text-xs font-semibold tracking-wide text-ink-muted uppercase"
      >
        {t('nav.categories')}
      </p>
      <ul className="grid grid-cols-2 gap-x-2">
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              to={paths.category(category.slug)}
              className="block rounded-xl px-3 py-3 text-base font-medium text-ink hover:text-brand-700"
            >
              {localize(category.categoryName)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
