import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/lazy-api-client';
import { i18next } from '@/lib/i18n';
import { quoteSchema, type Quote } from '@/domain/schemas';
import { local, storageKeys } from '@/lib/storage';
import { apiFailure } from '@/testing/api-failure';
import { signInAs } from '@/testing/sign-in';
import { addresses } from './addresses';
import { carts } from './cart';
import { addToCart, getCartItems, shopDate } from '../test-helpers';

const quote = async (body: Record<string, unknown>): Promise<Quote> => {
  const response = await api.post('/user/cart/quote', {
    promoCode: null,
    homeMeasurement: null,
    ...body,
  });
  expect(response.status).toBe(200);
  return quoteSchema.parse((response.data as { quote: unknown }).quote);
};

/** The raw answer, for a 422's whole body (the ApiError keeps only the message and field errors). */
const rawQuote = async (body: Record<string, unknown>) => {
  const response = await fetch(`${window.location.origin}/api/v1/user/cart/quote`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${localStorage.getItem(storageKeys.token)}`,
      'X-Country-Code': local.get(storageKeys.country) ?? 'bh',
    },
    body: JSON.stringify({ promoCode: null, homeMeasurement: null, ...body }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
};

const bahrainOnly = {
  en: 'Home measurement is offered in Bahrain only: a piece measured at home needs a delivery address in Bahrain.',
  ar: 'خدمة أخذ المقاسات في المنزل متاحة في البحرين فقط: القطعة التي تُؤخذ مقاساتها في المنزل تحتاج إلى عنوان توصيل في البحرين.',
};

const sum = (items: { unitPrice: number }[]) => items.reduce((s, i) => s + i.unitPrice, 0);

afterEach(() => {
  vi.useRealTimers();
});

describe('POST /user/cart/quote', () => {
  it('answers 401 to a guest and 403 to an admin', async () => {
    const body = { itemIds: [], promoCode: null, homeMeasurement: null };
    expect((await apiFailure(api.post('/user/cart/quote', body))).status).toBe(401);
    signInAs('admin');
    expect((await apiFailure(api.post('/user/cart/quote', body))).status).toBe(403);
  });

  it('quotes only the chosen items of her cart in Bahrain: no delivery, no home fee, no discount', async () => {
    signInAs('user');
    const a = await addToCart('basic');
    const b = await addToCart('custom');
    await addToCart('basic');
    const items = await getCartItems();
    const chosen = items.filter((i) => i.itemId === a || i.itemId === b);
    const result = await quote({ itemIds: [a, b] });
    expect(result).toEqual({
      itemIds: [a, b],
      subtotal: Number(sum(chosen).toFixed(3)),
      homeMeasurementFee: 0,
      deliveryFee: 0,
      discount: 0,
      total: Number(sum(chosen).toFixed(3)),
      currency: 'BHD',
      promoCode: null,
    });
  });

  it('answers 422 with errors.itemIds for an id that is not in her cart', async () => {
    signInAs('user');
    const mine = await addToCart('basic');
    carts.insert({
      ...carts.all()[0]!,
      userId: 'u-someone-else',
      item: { ...carts.all()[0]!.item, itemId: 999 },
    });
    for (const itemIds of [[mine, 12345], [999]]) {
      const error = await apiFailure(
        api.post('/user/cart/quote', { itemIds, promoCode: null, homeMeasurement: null }),
      );
      expect(error.status).toBe(422);
      expect(error.fieldErrors).toHaveProperty('itemIds');
    }
  });

  it('charges the home measurement fee once per order, however many pieces are measured at home', async () => {
    signInAs('user');
    const one = await addToCart('home');
    const two = await addToCart('home');
    const plain = await addToCart('basic');
    const withoutVisit = await quote({ itemIds: [plain] });
    expect(withoutVisit.homeMeasurementFee).toBe(0);
    const both = await quote({ itemIds: [one, two, plain] });
    expect(both.homeMeasurementFee).toBe(4.9);
    expect(both.total).toBe(Number((both.subtotal + 4.9).toFixed(3)));
  });

  it.each([
    ['sa', 'SAR', 34.83],
    ['ae', 'AED', 34.09],
    ['kw', 'KWD', 2.853],
    ['qa', 'QAR', 33.81],
    ['om', 'OMR', 3.57],
    ['bh', 'BHD', 0],
  ])(
    'prices the quote in the currency of country %s, with delivery converted',
    async (country, currency, delivery) => {
      signInAs('user');
      const a = await addToCart('basic');
      const b = await addToCart('custom');
      local.set(storageKeys.country, country);
      const items = await getCartItems();
      const result = await quote({ itemIds: [a, b] });
      const decimals = ['BHD', 'KWD', 'OMR'].includes(currency) ? 3 : 2;
      expect(result.currency).toBe(currency);
      expect(result.subtotal).toBe(Number(sum(items).toFixed(decimals)));
      expect(result.deliveryFee).toBe(delivery);
      expect(result.total).toBe(Number((result.subtotal + delivery).toFixed(decimals)));
      expect(String(result.total).split('.')[1]?.length ?? 0).toBeLessThanOrEqual(decimals);
    },
  );

  it('answers 422 with errors.homeMeasurement and the home items’ ids when a piece measured at home is quoted outside Bahrain', async () => {
    signInAs('user');
    const home = await addToCart('home');
    const plain = await addToCart('basic');
    local.set(storageKeys.country, 'kw');
    const refused = await rawQuote({ itemIds: [home, plain] });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      message: bahrainOnly,
      errors: { homeMeasurement: bahrainOnly },
      itemIds: [home],
    });
  });

  it('charges delivery by the country of the address she picked, in her currency (contract 2026-11-27)', async () => {
    signInAs('user');
    const a = await addToCart('basic');
    addresses.insert({ ...addresses.all()[0]!, id: 70, country: 'sa', city: 'Riyadh', isDefault: false });
    // a Bahrain shopper: free to Manama, 3.5 BHD to Riyadh, free with no address (her country's rule)
    expect((await quote({ itemIds: [a], addressId: 1 })).deliveryFee).toBe(0);
    const toRiyadh = await quote({ itemIds: [a], addressId: 70 });
    expect(toRiyadh).toMatchObject({ deliveryFee: 3.5, currency: 'BHD' });
    expect(toRiyadh.total).toBe(Number((toRiyadh.subtotal + 3.5).toFixed(3)));
    expect((await quote({ itemIds: [a] })).deliveryFee).toBe(0);
    // a Saudi shopper sending to Manama: free, in riyals
    local.set(storageKeys.country, 'sa');
    expect(await quote({ itemIds: [a], addressId: 1 })).toMatchObject({ deliveryFee: 0, currency: 'SAR' });
  });

  it('follows the address for the home visit: refused to Riyadh, booked to Manama from another country', async () => {
    signInAs('user');
    const home = await addToCart('home');
    addresses.insert({ ...addresses.all()[0]!, id: 70, country: 'sa', city: 'Riyadh', isDefault: false });
    const visit = { date: shopDate(2), timeOfDay: 'morning' };
    const refused = await rawQuote({ itemIds: [home], addressId: 70, homeMeasurement: visit });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ errors: { homeMeasurement: bahrainOnly }, itemIds: [home] });
    local.set(storageKeys.country, 'sa');
    expect(await quote({ itemIds: [home], addressId: 1, homeMeasurement: visit })).toMatchObject({
      homeMeasurementFee: 48.76,
      deliveryFee: 0,
      currency: 'SAR',
    });
  });

  it('answers 422 with errors.addressId for an address that is not hers', async () => {
    signInAs('user');
    const a = await addToCart('basic');
    addresses.insert({ ...addresses.all()[0]!, id: 60, userId: 'u-other' });
    for (const addressId of [60, 999]) {
      const error = await apiFailure(
        api.post('/user/cart/quote', { itemIds: [a], promoCode: null, homeMeasurement: null, addressId }),
      );
      expect(error.status).toBe(422);
      expect(error.fieldErrors.addressId).toBe('Choose one of your saved addresses.');
    }
  });

  it('takes WELCOME10 as 10% of the subtotal, trimmed and in any case, and echoes the canonical code', async () => {
    signInAs('user');
    const a = await addToCart('custom');
    local.set(storageKeys.country, 'sa');
    const result = await quote({ itemIds: [a], promoCode: '  welcome10 ' });
    expect(result.promoCode).toBe('WELCOME10');
    expect(result.discount).toBe(Number((result.subtotal * 0.1).toFixed(2)));
    expect(result.total).toBe(Number((result.subtotal + result.deliveryFee - result.discount).toFixed(2)));
  });

  it('takes EID5 as 5 BHD converted, never more than the subtotal', async () => {
    signInAs('user');
    const a = await addToCart('basic');
    expect((await quote({ itemIds: [a], promoCode: 'Eid5' })).discount).toBe(5);
    local.set(storageKeys.country, 'sa');
    const saudi = await quote({ itemIds: [a], promoCode: 'EID5' });
    expect(saudi).toMatchObject({ discount: 49.75, promoCode: 'EID5' });
    expect(await quote({ itemIds: [], promoCode: 'EID5' })).toMatchObject({
      subtotal: 0,
      discount: 0,
      total: 0,
    });
  });

  it('answers 422 saying SUMMER2024 has expired, in her language, with errors.promoCode', async () => {
    signInAs('user');
    const a = await addToCart('basic');
    const error = await apiFailure(
      api.post('/user/cart/quote', { itemIds: [a], promoCode: 'summer2024', homeMeasurement: null }),
    );
    expect(error.status).toBe(422);
    expect(error.message).toBe('The promo code SUMMER2024 has expired.');
    expect(error.fieldErrors.promoCode).toBe('The promo code SUMMER2024 has expired.');
    await i18next.changeLanguage('ar');
    const arabic = await apiFailure(
      api.post('/user/cart/quote', { itemIds: [a], promoCode: 'SUMMER2024', homeMeasurement: null }),
    );
    expect(arabic.fieldErrors.promoCode).toBe('الرمز الترويجي SUMMER2024 منتهي الصلاحية.');
  });

  it('answers 422 saying an unknown code is not a valid promo code', async () => {
    signInAs('user');
    const a = await addToCart('basic');
    const error = await apiFailure(
      api.post('/user/cart/quote', { itemIds: [a], promoCode: 'FREEDRESS', homeMeasurement: null }),
    );
    expect(error.status).toBe(422);
    expect(error.fieldErrors.promoCode).toBe('“FREEDRESS” is not a valid promo code.');
  });

  it('treats an empty promo code as none', async () => {
    signInAs('user');
    const a = await addToCart('basic');
    expect(await quote({ itemIds: [a], promoCode: '   ' })).toMatchObject({ promoCode: null, discount: 0 });
  });

  it("refuses a visit today or earlier in Bahrain's time zone with errors['homeMeasurement.date']", async () => {
    // 21:30 UTC on the 23rd is already 00:30 on the 24th in Bahrain.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T21:30:00Z'));
    signInAs('user');
    const home = await addToCart('home');
    for (const date of ['2026-11-24', '2026-11-20']) {
      const error = await apiFailure(
        api.post('/user/cart/quote', {
          itemIds: [home],
          promoCode: null,
          homeMeasurement: { date, timeOfDay: 'morning' },
        }),
      );
      expect(error.status).toBe(422);
      expect(error.fieldErrors['homeMeasurement.date']).toMatch(/from tomorrow/);
    }
    const tomorrow = await quote({
      itemIds: [home],
      homeMeasurement: { date: '2026-11-25', timeOfDay: 'night' },
    });
    expect(tomorrow.homeMeasurementFee).toBe(4.9);
  });

  it('answers 422 for a visit that is not a real date or a time of day that does not exist', async () => {
    signInAs('user');
    const home = await addToCart('home');
    const notADate = await apiFailure(
      api.post('/user/cart/quote', {
        itemIds: [home],
        promoCode: null,
        homeMeasurement: { date: '2031-02-30', timeOfDay: 'morning' },
      }),
    );
    expect(notADate.fieldErrors).toHaveProperty(['homeMeasurement.date']);
    const badTime = await apiFailure(
      api.post('/user/cart/quote', {
        itemIds: [home],
        promoCode: null,
        homeMeasurement: { date: shopDate(1), timeOfDay: 'noon' },
      }),
    );
    expect(badTime.fieldErrors).toHaveProperty(['homeMeasurement.timeOfDay']);
  });

  it('ignores a visit when no chosen piece is measured at home', async () => {
    signInAs('user');
    const a = await addToCart('basic');
    const result = await quote({
      itemIds: [a],
      homeMeasurement: { date: '2020-01-01', timeOfDay: 'morning' },
    });
    expect(result.homeMeasurementFee).toBe(0);
  });

  it('collects every field error of one request', async () => {
    signInAs('user');
    const home = await addToCart('home');
    const error = await apiFailure(
      api.post('/user/cart/quote', {
        itemIds: [home, 4242],
        promoCode: 'SUMMER2024',
        homeMeasurement: { date: '2020-01-01', timeOfDay: 'morning' },
      }),
    );
    expect(Object.keys(error.fieldErrors).sort()).toEqual(['homeMeasurement.date', 'itemIds', 'promoCode']);
    expect(error.message).toBe('Some fields are not valid.');
  });
});

describe('DELETE /user/cart/removeItem', () => {
  it('removes her item with 200 {} and answers 404 for an item that is not in her cart', async () => {
    signInAs('user');
    const a = await addToCart('basic');
    const b = await addToCart('custom');
    const response = await api.delete('/user/cart/removeItem', { data: { itemId: a } });
    expect(response.status).toBe(200);
    expect(response.data).toEqual({});
    expect((await getCartItems()).map((i) => i.itemId)).toEqual([b]);
    expect((await apiFailure(api.delete('/user/cart/removeItem', { data: { itemId: a } }))).status).toBe(404);
  });

  it('answers 422 to a body without an item id and 401 to a guest', async () => {
    signInAs('user');
    expect((await apiFailure(api.delete('/user/cart/removeItem', { data: {} }))).status).toBe(422);
    localStorage.clear();
    expect((await apiFailure(api.delete('/user/cart/removeItem', { data: { itemId: 1 } }))).status).toBe(401);
  });
});
