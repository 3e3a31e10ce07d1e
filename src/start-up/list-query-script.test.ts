import { afterEach, describe, expect, it } from 'vitest';
import { LIST_QUERY_ATTRIBUTE } from '@/features/catalog/utils/list-query-script';
import { listQueryArgs, listQueryBeforeScripts } from './list-query-script';

afterEach(() => {
  document.documentElement.removeAttribute(LIST_QUERY_ATTRIBUTE);
  window.history.replaceState(null, '', '/');
});

/** Runs the head script at an address; whether it marked the document. */
function marks(address: string): boolean {
  document.documentElement.removeAttribute(LIST_QUERY_ATTRIBUTE);
  window.history.replaceState(null, '', address);
  listQueryBeforeScripts(...listQueryArgs());
  return document.documentElement.hasAttribute(LIST_QUERY_ATTRIBUTE);
}

describe("the collection address's head script", () => {
  it('marks a collection address that asks for another page than the prerendered one', () => {
    for (const address of [
      '/products?q=kaftan',
      '/products?category=abayas',
      '/products?sort=price_asc',
      '/products?page=2',
      '/ar/products?q=%D8%B9%D8%A8%D8%A7%D9%8A%D8%A9',
      '/products/?utm_source=x&category=abayas',
    ])
      expect(marks(address), address).toBe(true);
  });

  it('leaves the first page, other parameters and every other page alone', () => {
    for (const address of [
      '/products',
      '/ar/products',
      '/products?q=',
      '/products?utm_source=mail',
      '/products/18?colour=3',
      '/?q=kaftan',
      '/ar/size-guide?page=2',
    ])
      expect(marks(address), address).toBe(false);
  });
});
