import { http, HttpResponse } from 'msw';
import { EARLY_PRODUCT_KEY } from '@/config/early-product';
import { i18next } from '@/lib/i18n';
import { local, storageKeys } from '@/lib/storage';
import { findCatalogProduct } from '@/mocks/data/catalog';
import { server } from '@/mocks/node';
import { apiPath } from '@/mocks/utils';
import { takeEarlyProduct } from './early-product';
import { getProduct } from './get-product';

const slot = window as unknown as Record<string, unknown>;

function leaveEarly(overrides: Partial<Record<'id' | 'country' | 'lang' | 'response', unknown>> = {}) {
  slot[EARLY_PRODUCT_KEY] = {
    id: 7,
    country: 'bh',
    lang: 'en',
    response: Promise.resolve(Response.json({ product: { id: 7 } })),
    ...overrides,
  };
}

afterEach(() => {
  delete slot[EARLY_PRODUCT_KEY];
  local.remove(storageKeys.country);
});

describe('takeEarlyProduct', () => {
  it('gives the body of the early answer for the same piece, country and language, once', async () => {
    leaveEarly();
    await expect(takeEarlyProduct(7)).resolves.toEqual({ product: { id: 7 } });
    await expect(takeEarlyProduct(7)).resolves.toBeUndefined();
  });

  it.each([
    ['another piece', { id: 8 }],
    ['another country', { country: 'sa' }],
    ['another language', { lang: 'ar' }],
    ['an error answer', { response: Promise.resolve(Response.json({}, { status: 404 })) }],
    ['a failed request', { response: Promise.resolve(null) }],
    ['a body that is not JSON', { response: Promise.resolve(new Response('<html>')) }],
    ['something else on window', { response: 'not a promise' }],
  ])('gives nothing for %s, and forgets it', async (_case, overrides) => {
    leaveEarly(overrides);
    await expect(takeEarlyProduct(7)).resolves.toBeUndefined();
    expect(slot[EARLY_PRODUCT_KEY]).toBeUndefined();
  });

  it('gives nothing when the stored country has changed since the page asked', async () => {
    local.set(storageKeys.country, 'kw');
    leaveEarly({ country: 'bh' });
    await expect(takeEarlyProduct(7)).resolves.toBeUndefined();
  });
});

describe('getProduct with an early answer', () => {
  it('uses it instead of asking the API again', async () => {
    const asked = vi.fn();
    server.use(
      http.get(apiPath('/products/:id'), () => {
        asked();
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const product = findCatalogProduct(3);
    leaveEarly({ id: 3, response: Promise.resolve(Response.json({ product })) });
    const piece = await getProduct(3);
    expect(piece.id).toBe(3);
    expect(asked).not.toHaveBeenCalled();
  });

  it('checks it like any answer: a malformed early body is an invalid-response error', async () => {
    leaveEarly({ id: 3, response: Promise.resolve(Response.json({ product: { id: 'three' } })) });
    await expect(getProduct(3)).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('asks the API itself when the early answer was for another language', async () => {
    await i18next.changeLanguage('ar');
    try {
      leaveEarly({ id: 3, lang: 'en', response: Promise.resolve(Response.json({ product: null })) });
      const piece = await getProduct(3);
      expect(piece.id).toBe(3);
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
