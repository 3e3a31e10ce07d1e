import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { CountryCode } from '@/config/countries';
import { api } from '@/lib/lazy-api-client';
import { categorySchema, productSchema, type Product } from '@/domain/schemas';
import { local, storageKeys } from '@/lib/storage';
import { catalog, categories } from '../data/catalog';
import { fromBhd } from '../money';
import { notifyRequests } from './catalog';
import { apiFailure } from '@/testing/api-failure';

const listSchema = z.object({
  products: z.array(productSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
const products = catalog.map((row) => row.product);
const outOfStock = products.find((p) => p.availability === 'out_of_stock')!;
const inStock = products.find((p) => p.availability === 'in_stock')!;

const list = async (params: Record<string, string | number> = {}) =>
  listSchema.parse((await api.get('/products', { params })).data);

const inCountry = (country: CountryCode) => local.set(storageKeys.country, country);

describe('the mock catalog', () => {
  it('opens with at least 24 pieces in at least 5 categories, as the issue asks', () => {
    expect(products.length).toBeGreaterThanOrEqual(24);
    expect(new Set(products.map((p) => p.p_category.slug)).size).toBeGreaterThanOrEqual(5);
    expect(products.filter((p) => p.availability === 'out_of_stock').length).toBeGreaterThanOrEqual(3);
    expect(products.filter((p) => p.availability === 'pre_order').length).toBe(2);
    expect(products.filter((p) => p.style === 'basic').length).toBeGreaterThan(0);
    expect(products.filter((p) => p.style === 'custom').length).toBeGreaterThan(products.length / 2);
  });

  it('gives every piece 2–6 colours, 2–4 fabrics, and a combination matrix with at most one default', () => {
    for (const product of products) {
      expect(productSchema.parse(product)).toBeTruthy();
      expect(product.colour.length).toBeGreaterThanOrEqual(2);
      expect(product.colour.length).toBeLessThanOrEqual(6);
      expect(product.fabric.length).toBeGreaterThanOrEqual(2);
      expect(product.fabric.length).toBeLessThanOrEqual(4);
      expect(product.combinations.filter((c) => c.isDefault).length).toBeLessThanOrEqual(1);
    }
    for (const product of products.filter((p) => p.style === 'custom')) {
      expect(product.customizations.length).toBeGreaterThanOrEqual(2);
      expect(product.customizations.length).toBeLessThanOrEqual(3);
      const expected = product.customizations.reduce((n, c) => n * c.options.length, 1);
      expect(product.combinations).toHaveLength(expected);
      for (const combination of product.combinations)
        expect(combination.options).toHaveLength(product.customizations.length);
    }
    for (const product of products.filter((p) => p.style === 'basic')) {
      expect(product.customizations).toEqual([]);
      expect(product.combinations).toEqual([]);
    }
    const custom = products.filter((p) => p.style === 'custom');
    expect(custom.some((p) => p.combinations.some((c) => !c.isAvailable))).toBe(true);
    expect(custom.some((p) => !p.combinations.some((c) => c.isDefault))).toBe(true);
  });
});

describe('GET /categories', () => {
  it('lists the categories with their names in both languages', async () => {
    const { data } = await api.get('/categories');
    const parsed = z.object({ categories: z.array(categorySchema) }).parse(data);
    expect(parsed.categories.map((c) => c.slug)).toEqual(categories.map((c) => c.slug));
    expect(parsed.categories.every((c) => c.categoryName.ar)).toBe(true);
  });
});

describe('GET /products', () => {
  it('answers the first 12 pieces, newest first, with the total', async () => {
    const body = await list();
    expect(body).toMatchObject({ page: 1, pageSize: 12, total: products.length });
    expect(body.products).toHaveLength(12);
    const dates = body.products.map((p) => catalog.find((row) => row.product.id === p.id)!.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('pages from 1 with the page size asked for, and answers an empty page past the end', async () => {
    const first = await list({ pageSize: 10, page: 1 });
    const third = await list({ pageSize: 10, page: 3 });
    expect(third.products).toHaveLength(products.length - 20);
    expect(new Set([...first.products, ...third.products].map((p) => p.id)).size).toBe(
      10 + third.products.length,
    );
    expect((await list({ page: 99 })).products).toEqual([]);
    expect((await list({ pageSize: 48 })).products).toHaveLength(products.length);
  });

  it('filters by category slug', async () => {
    const body = await list({ category: 'kaftans', pageSize: 48 });
    expect(body.total).toBe(products.filter((p) => p.p_category.slug === 'kaftans').length);
    expect(body.products.every((p) => p.p_category.slug === 'kaftans')).toBe(true);
  });

  it('searches names and descriptions in English and in Arabic, whatever the case or alef form', async () => {
    const english = await list({ q: 'VELVET' });
    expect(english.products.map((p) => p.code)).toEqual(expect.arrayContaining(['KFT-004', 'EVE-003']));
    const arabic = await list({ q: 'عباية' });
    expect(arabic.total).toBeGreaterThan(0);
    expect(arabic.products.every((p) => `${p.p_name.ar} ${p.p_description.ar}`.includes('عباية'))).toBe(true);
    const hamza = await list({ q: 'اميرة' });
    expect(hamza.products.map((p) => p.code)).toContain('EVE-001');
    const description = await list({ q: 'henna' });
    expect(description.products.map((p) => p.code)).toEqual(['KFT-001']);
    expect((await list({ q: 'tuxedo' })).total).toBe(0);
  });

  it('sorts by price up and down', async () => {
    const up = (await list({ sort: 'price_asc', pageSize: 48 })).products.map((p) => p.p_price);
    const down = (await list({ sort: 'price_desc', pageSize: 48 })).products.map((p) => p.p_price);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    expect(down).toEqual([...up].reverse());
  });

  it.each([
    [{ sort: 'cheapest' }, 'sort'],
    [{ page: 0 }, 'page'],
    [{ page: 'two' }, 'page'],
    [{ pageSize: 49 }, 'pageSize'],
    [{ pageSize: 0 }, 'pageSize'],
    [{ category: 'shoes' }, 'category'],
    [{ q: 'x'.repeat(101) }, 'q'],
  ])('answers 422 with the field for a bad query %o', async (params, field) => {
    const error = await apiFailure(list(params as Record<string, string | number>));
    expect(error.status).toBe(422);
    expect(Object.keys(error.fieldErrors)).toContain(field);
  });
});

describe('prices follow X-Country-Code', () => {
  const product = products.find((p) => p.id === 15)!;
  it.each([
    ['bh', 'BHD', 148, { customSize: 2.9, customStyle: 5, homeMeasurement: 4.9 }],
    ['sa', 'SAR', 1472.6, { customSize: 28.86, customStyle: 49.75, homeMeasurement: 48.76 }],
    ['ae', 'AED', 1441.52, { customSize: 28.25, customStyle: 48.7, homeMeasurement: 47.73 }],
    ['kw', 'KWD', 120.62, { customSize: 2.364, customStyle: 4.075, homeMeasurement: 3.994 }],
    ['qa', 'QAR', 1429.68, { customSize: 28.01, customStyle: 48.3, homeMeasurement: 47.33 }],
    ['om', 'OMR', 150.96, { customSize: 2.958, customStyle: 5.1, homeMeasurement: 4.998 }],
  ] as const)(
    'in %s the price and fees are in %s, rounded to its decimals',
    async (country, currency, price, fees) => {
      inCountry(country);
      const { data } = await api.get(`/products/${product.id}`);
      const parsed: Product = z.object({ product: productSchema }).parse(data).product;
      expect(parsed.currency).toBe(currency);
      expect(parsed.p_price).toBe(price);
      expect(parsed.fees).toEqual(fees);
      const listed = (await list({ q: product.code })).products[0]!;
      expect(listed.p_price).toBe(fromBhd(product.p_price, country));
      expect(listed.currency).toBe(currency);
    },
  );
});

describe('GET /products/{id}', () => {
  it('answers the piece with everything the product page needs', async () => {
    const { data } = await api.get(`/products/${inStock.id}`);
    expect(z.object({ product: productSchema }).parse(data).product.code).toBe(inStock.code);
  });

  it.each(['9999', 'abc', '-1', '1.5'])('answers 404 for %s', async (id) => {
    const error = await apiFailure(api.get(`/products/${id}`));
    expect(error.status).toBe(404);
    expect(error.serverMessage?.ar).toBeTruthy();
  });
});

describe('POST /products/{id}/notify', () => {
  it('records the request and answers 201 {}', async () => {
    const response = await api.post(`/products/${outOfStock.id}/notify`, {
      name: 'Maryam',
      email: 'Maryam@Example.com',
    });
    expect(response.status).toBe(201);
    expect(response.data).toEqual({});
    expect(notifyRequests.all()).toEqual([
      expect.objectContaining({ productId: outOfStock.id, name: 'Maryam', email: 'maryam@example.com' }),
    ]);
  });

  it('answers 422 with a localized error for each bad field', async () => {
    const error = await apiFailure(
      api.post(`/products/${outOfStock.id}/notify`, { name: ' ', email: 'maryam@' }),
    );
    expect(error.status).toBe(422);
    expect(Object.keys(error.fieldErrors).sort()).toEqual(['email', 'name']);
    expect(notifyRequests.all()).toEqual([]);
  });

  it('answers 422 for a piece that can be ordered now', async () => {
    const error = await apiFailure(
      api.post(`/products/${inStock.id}/notify`, { name: 'Maryam', email: 'maryam@example.com' }),
    );
    expect(error.status).toBe(422);
  });

  it('answers 404 for an unknown piece', async () => {
    const error = await apiFailure(
      api.post('/products/9999/notify', { name: 'Maryam', email: 'maryam@example.com' }),
    );
    expect(error.status).toBe(404);
  });
});
