// What the shop has stopped offering since a piece was put in a cart. The catalog itself is fixed data; a test
// (mockApi.makeUnavailable) or a developer marks a piece out of stock, or one of its combinations unavailable,
// and every handler reads the catalog through `currentProduct` so the product page, add-to-cart and the order
// agree.
import type { Product } from '@/domain/schemas';
import { catalog, findCatalogProduct } from './data/catalog';
import { Table } from './db';

/** `combinationId: null` marks the whole piece out of stock. */
export type UnavailableRow = { productId: number; combinationId: number | null };
export const unavailable = new Table<UnavailableRow>('unavailable', () => []);

/** A catalog product with what was made unavailable applied. */
export function withAvailability(product: Product): Product {
  const marks = unavailable.filter((row) => row.productId === product.id);
  if (marks.length === 0) return product;
  const outOfStock = marks.some((row) => row.combinationId === null);
  return {
    ...product,
    availability: outOfStock ? 'out_of_stock' : product.availability,
    combinations: product.combinations.map((c) =>
      marks.some((row) => row.combinationId === c.id) ? { ...c, isAvailable: false } : c,
    ),
  };
}

/** The catalog product as the shop offers it now, or undefined for an unknown id. */
export function currentProduct(id: number): Product | undefined {
  const product = findCatalogProduct(id);
  return product && withAvailability(product);
}

/** Every catalog row, with what was made unavailable applied. */
export function currentCatalog() {
  return catalog.map((row) => ({ ...row, product: withAvailability(row.product) }));
}

/**
 * Marks a piece out of stock (no combinationId) or one of its combinations unavailable. Returns false for an
 * unknown product or combination.
 */
export function makeUnavailable(productId: number, combinationId?: number | null): boolean {
  const product = findCatalogProduct(productId);
  if (!product) return false;
  const combination = combinationId ?? null;
  if (combination !== null && !product.combinations.some((c) => c.id === combination)) return false;
  if (!unavailable.find((row) => row.productId === productId && row.combinationId === combination)) {
    unavailable.insert({ productId, combinationId: combination });
  }
  return true;
}

/** Undoes makeUnavailable for a piece (every mark on it). */
export function makeAvailable(productId: number): void {
  unavailable.remove((row) => row.productId === productId);
}
