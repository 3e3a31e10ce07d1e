// Odd values on the wire, for browser tests and developers (mockApi.patchProduct, issue 20.4): a piece is served
// with some of its fields overwritten by any JSON — what another implementation of the contract might send (a
// colour `#fff`), or something that breaks it (a size `3XL`, a price `null`). Only what is SENT changes: the mock
// still prices, adds and orders with the catalog's own values, as a server whose answers are odd would.
import type { CartItem, Product } from '@/domain/schemas';
import { findCatalogProduct } from './data/catalog';
import { Table } from './db';

export type ProductPatch = { productId: number; fields: Record<string, unknown> };
export const productPatches = new Table<ProductPatch>('product-patches', () => []);

const fieldsOf = (productId: number) => productPatches.find((row) => row.productId === productId)?.fields;

/**
 * Serves the piece with `fields` overwritten (top-level fields, each replaced whole by the JSON given; added to
 * what an earlier call overwrote). False for an unknown piece. `reset()` undoes it.
 */
export function patchProduct(productId: number, fields: unknown): boolean {
  if (!findCatalogProduct(productId)) return false;
  if (!fields || typeof fields !== 'object' || Array.isArray(fields)) {
    throw new TypeError('patchProduct: fields must be an object of the product’s fields');
  }
  const merged = {
    ...fieldsOf(productId),
    ...(JSON.parse(JSON.stringify(fields)) as Record<string, unknown>),
  };
  productPatches.remove((row) => row.productId === productId);
  productPatches.insert({ productId, fields: merged });
  return true;
}

/** The piece as the API sends it: with its overwritten fields. */
export function servedProduct(product: Product): Product {
  const fields = fieldsOf(product.id);
  return fields ? ({ ...product, ...fields } as Product) : product;
}

const CART_PRODUCT_FIELDS = ['id', 'code', 'p_name', 'p_price', 'currency', 'style', 'images', 'p_category'];

/**
 * A cart item as the API sends it: its piece's overwritten fields (those a cart item carries), and its colour as
 * an overwritten `colour` list has it.
 */
export function servedCartItem(item: CartItem): CartItem {
  const fields = fieldsOf(item.product.id);
  if (!fields) return item;
  const product = { ...item.product } as Record<string, unknown>;
  for (const key of CART_PRODUCT_FIELDS) if (key in fields) product[key] = fields[key];
  const colours = Array.isArray(fields.colour) ? (fields.colour as { id?: unknown }[]) : [];
  const colour = colours.find((c) => c && typeof c === 'object' && c.id === item.colour.id) ?? item.colour;
  return { ...item, product, colour } as CartItem;
}
