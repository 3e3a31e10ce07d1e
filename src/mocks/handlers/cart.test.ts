import { describe, expect, it } from 'vitest';
import { api } from '@/lib/lazy-api-client';
import { cartItemSchema } from '@/domain/schemas';
import { local, storageKeys } from '@/lib/storage';
import { signInAs } from '@/testing/sign-in';
import { catalog } from '../data/catalog';
import { apiFailure } from '@/testing/api-failure';

const products = catalog.map((row) => row.product);
const customWithGap = products.find(
  (p) => p.style === 'custom' && p.availability === 'in_stock' && p.combinations.some((c) => !c.isAvailable),
)!;
const basic = products.find((p) => p.style === 'basic' && p.availability === 'in_stock')!;
const outOfStock = products.find((p) => p.availability === 'out_of_stock')!;
const available = customWithGap.combinations.find((c) => c.isAvailable && !c.isDefault)!;
const designers = customWithGap.combinations.find((c) => c.isDefault)!;
const unavailable = customWithGap.combinations.find((c) => !c.isAvailable)!;

const dimensions = {
  unit: 'cm' as const,
  underBust: 78,
  waist: 70,
  hips: 96,
  bust: 90,
  bodyHeight: 165,
  shoulderWidth: 38,
};

const payloadFor = (overrides: Record<string, unknown> = {}) => ({
  productId: customWithGap.id,
  combinationId: available.id,
  colorId: customWithGap.colour[0]!.id,
  fabricId: customWithGap.fabric[0]!.id,
  measurementType: 'custom',
  measurementData: { sizeOption: null, bodyDimensions: dimensions },
  ...overrides,
});

const getCart = async () => {
  const response = await api.get('/user/cart/get');
  return (response.data as { cart: { cartItems: unknown[] } }).cart.cartItems.map((item) =>
    cartItemSchema.parse(item),
  );
};

describe('cart mock API', () => {
  it('answers 401 to a guest and 403 to an admin adding an item', async () => {
    expect((await apiFailure(api.post('/user/cart/addItem', payloadFor()))).status).toBe(401);
    signInAs('admin');
    expect((await apiFailure(api.post('/user/cart/addItem', payloadFor()))).status).toBe(403);
  });

  it('adds a custom item with 201 and stores a full cart item with the fees that apply', async () => {
    signInAs('user');
    const response = await api.post('/user/cart/addItem', payloadFor());
    expect(response.status).toBe(201);
    expect(response.data).toEqual({ itemId: expect.any(Number) });
    const [item] = await getCart();
    expect(item).toMatchObject({
      itemId: response.data.itemId,
      product: { id: customWithGap.id, code: customWithGap.code, currency: 'BHD' },
      colour: customWithGap.colour[0],
      fabric: customWithGap.fabric[0],
      combinationId: available.id,
      measurementType: 'custom',
      measurementData: { sizeOption: null, bodyDimensions: dimensions },
      currency: 'BHD',
    });
    expect(item!.options).toHaveLength(customWithGap.customizations.length);
    const expected = customWithGap.p_price + customWithGap.fees.customStyle + customWithGap.fees.customSize;
    expect(item!.unitPrice).toBeCloseTo(expected, 3);
  });

  it('answers 422 to a custom piece sent without a combination, and adds nothing', async () => {
    signInAs('user');
    const error = await apiFailure(api.post('/user/cart/addItem', payloadFor({ combinationId: null })));
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toHaveProperty('combinationId');
    expect(await getCart()).toEqual([]);
  });

  it('charges no custom style fee for the default combination, and the fee for any other', async () => {
    signInAs('user');
    const standard = {
      measurementType: 'standard',
      measurementData: { sizeOption: 'M', bodyDimensions: null },
    };
    await api.post('/user/cart/addItem', payloadFor({ combinationId: designers.id, ...standard }));
    await api.post('/user/cart/addItem', payloadFor({ combinationId: available.id, ...standard }));
    const [kept, changed] = await getCart();
    expect(kept).toMatchObject({ combinationId: designers.id, unitPrice: customWithGap.p_price });
    expect(kept!.options).toHaveLength(customWithGap.customizations.length);
    expect(changed).toMatchObject({ combinationId: available.id });
    expect(changed!.unitPrice).toBeCloseTo(customWithGap.p_price + customWithGap.fees.customStyle, 3);
  });

  it('charges the custom style fee on a piece with no default combination, whichever she chose', async () => {
    signInAs('user');
    const noDefault = products.find(
      (p) =>
        p.style === 'custom' && p.availability === 'in_stock' && !p.combinations.some((c) => c.isDefault),
    )!;
    const chosen = noDefault.combinations.find((c) => c.isAvailable)!;
    const base = {
      productId: noDefault.id,
      colorId: noDefault.colour[0]!.id,
      fabricId: noDefault.fabric[0]!.id,
      measurementType: 'standard',
      measurementData: { sizeOption: noDefault.size[0], bodyDimensions: null },
    };
    expect(
      (await apiFailure(api.post('/user/cart/addItem', payloadFor({ ...base, combinationId: null })))).status,
    ).toBe(422);
    await api.post('/user/cart/addItem', payloadFor({ ...base, combinationId: chosen.id }));
    const [item] = await getCart();
    expect(item!.unitPrice).toBeCloseTo(noDefault.p_price + noDefault.fees.customStyle, 3);
  });

  it('answers 422 to a basic piece sent with a combination', async () => {
    signInAs('user');
    const error = await apiFailure(
      api.post(
        '/user/cart/addItem',
        payloadFor({
          productId: basic.id,
          combinationId: available.id,
          colorId: basic.colour[0]!.id,
          fabricId: basic.fabric[0]!.id,
        }),
      ),
    );
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toHaveProperty('combinationId');
  });

  it('charges only the base price for a basic piece in a standard size', async () => {
    signInAs('user');
    await api.post(
      '/user/cart/addItem',
      payloadFor({
        productId: basic.id,
        combinationId: null,
        colorId: basic.colour[0]!.id,
        fabricId: basic.fabric[0]!.id,
        measurementType: 'standard',
        measurementData: { sizeOption: basic.size[0], bodyDimensions: null },
      }),
    );
    const [item] = await getCart();
    expect(item).toMatchObject({
      combinationId: null,
      options: [],
      unitPrice: basic.p_price,
      measurementType: 'standard',
    });
  });

  it('converts the stored prices to the country of the request, matching the product page figures', async () => {
    signInAs('user');
    await api.post('/user/cart/addItem', payloadFor());
    local.set(storageKeys.country, 'sa');
    const [item] = await getCart();
    const { product } = (await api.get(`/products/${customWithGap.id}`)).data as {
      product: { p_price: number; fees: { customStyle: number; customSize: number } };
    };
    expect(item!.currency).toBe('SAR');
    expect(item!.product.currency).toBe('SAR');
    expect(item!.product.p_price).toBe(product.p_price);
    expect(item!.unitPrice).toBeCloseTo(
      product.p_price + product.fees.customStyle + product.fees.customSize,
      2,
    );
    local.set(storageKeys.country, 'kw');
    const [kuwait] = await getCart();
    expect(kuwait!.currency).toBe('KWD');
  });

  it('refuses an unavailable combination with 409', async () => {
    signInAs('user');
    const error = await apiFailure(
      api.post('/user/cart/addItem', payloadFor({ combinationId: unavailable.id })),
    );
    expect(error.status).toBe(409);
    expect(await getCart()).toEqual([]);
  });

  it('answers 404 for an unknown product', async () => {
    signInAs('user');
    expect((await apiFailure(api.post('/user/cart/addItem', payloadFor({ productId: 99999 })))).status).toBe(
      404,
    );
  });

  it('answers 422 with field errors for a malformed payload', async () => {
    signInAs('user');
    const error = await apiFailure(
      api.post(
        '/user/cart/addItem',
        payloadFor({ productId: String(customWithGap.id), measurementType: 'tape' }),
      ),
    );
    expect(error.status).toBe(422);
    expect(Object.keys(error.fieldErrors)).toEqual(expect.arrayContaining(['productId', 'measurementType']));
  });

  it('answers 422 when the measurement data does not fit the measurement type', async () => {
    signInAs('user');
    const standardWithoutSize = await apiFailure(
      api.post(
        '/user/cart/addItem',
        payloadFor({
          measurementType: 'standard',
          measurementData: { sizeOption: null, bodyDimensions: null },
        }),
      ),
    );
    expect(standardWithoutSize.status).toBe(422);
    expect(standardWithoutSize.fieldErrors['measurementData.sizeOption']).toBe('Please select your size');
    const homeWithData = await apiFailure(
      api.post('/user/cart/addItem', payloadFor({ measurementType: 'home' })),
    );
    expect(homeWithData.status).toBe(422);
  });

  it('answers 422 for a colour or fabric the piece does not have', async () => {
    signInAs('user');
    const error = await apiFailure(api.post('/user/cart/addItem', payloadFor({ colorId: 99999 })));
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toHaveProperty('colorId');
  });

  it('accepts a home measurement in Bahrain and refuses it elsewhere with 422', async () => {
    signInAs('user');
    const home = payloadFor({ measurementType: 'home', measurementData: null });
    local.set(storageKeys.country, 'ae');
    const error = await apiFailure(api.post('/user/cart/addItem', home));
    expect(error.status).toBe(422);
    expect(error.message).toBe('Home measurement is offered in Bahrain only.');
    local.set(storageKeys.country, 'bh');
    expect((await api.post('/user/cart/addItem', home)).status).toBe(201);
    const [item] = await getCart();
    expect(item).toMatchObject({ measurementType: 'home', measurementData: null });
    expect(item!.unitPrice).toBeCloseTo(customWithGap.p_price + customWithGap.fees.customStyle, 3);
  });

  it('refuses an out-of-stock piece with 409', async () => {
    signInAs('user');
    const error = await apiFailure(
      api.post(
        '/user/cart/addItem',
        payloadFor({
          productId: outOfStock.id,
          combinationId: outOfStock.combinations.find((c) => c.isAvailable)?.id ?? null,
          colorId: outOfStock.colour[0]!.id,
          fabricId: outOfStock.fabric[0]!.id,
        }),
      ),
    );
    expect(error.status).toBe(409);
  });
});
