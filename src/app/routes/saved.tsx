import { SavedProductsPage } from '@/features/catalog/components/saved-products-page';
import { sharedConfigPrice } from '@/features/customization/utils/shared-config';
import { pageMeta } from '@/lib/page-meta';
import type { Route } from './+types/saved';

/** Its title and description, in the page's language (the SPA fallback's page: her list is in her browser). */
export const meta = ({ location }: Route.MetaArgs) => pageMeta('common', 'saved', location.pathname);

export default function SavedRoute() {
  return <SavedProductsPage priceOf={sharedConfigPrice} />;
}
