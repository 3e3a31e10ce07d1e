import { useSyncExternalStore } from 'react';
import type { ListedProduct, StoredProductList } from '@/features/catalog/utils/stored-product-list';

const none: ListedProduct[] = [];

/**
 * One of her lists of pieces, as it is now. A prerendered page has none (its HTML cannot know hers): it hydrates
 * on none, then shows hers.
 */
export const useStoredProductList = (list: StoredProductList): ListedProduct[] =>
  useSyncExternalStore(list.subscribe, list.read, () => none);
