import { afterEach, describe, expect, it } from 'vitest';
import { analyticsCurrency, cartItemToGa4, trackEcommerce } from './analytics';

afterEach(() => {
  delete window.dataLayer;
});

describe('trackEcommerce', () => {
  it('clears the previous ecommerce object, then pushes the event with GA4 fields', () => {
    trackEcommerce('add_to_cart', {
      currency: 'sar',
      items: [{ item_id: 'ABY-014', item_name: 'Layla abaya', price: 10.5, quantity: 2 }],
    });
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'SAR',
          value: 21,
          items: [{ item_id: 'ABY-014', item_name: 'Layla abaya', price: 10.5, quantity: 2 }],
        },
      },
    ]);
  });

  it('falls back to BHD when the currency is missing or not a currency (spec 9)', () => {
    expect(analyticsCurrency(undefined)).toBe('BHD');
    expect(analyticsCurrency('')).toBe('BHD');
    expect(analyticsCurrency('<b>')).toBe('BHD');
    expect(analyticsCurrency('kwd')).toBe('KWD');
    trackEcommerce('remove_from_cart', { currency: null, items: [] });
    expect(window.dataLayer?.[1]).toMatchObject({ ecommerce: { currency: 'BHD', value: 0 } });
  });

  it('names a cart item in English, with its colour and fabric as the variant', () => {
    const item = cartItemToGa4({
      product: {
        code: 'ABY-014',
        p_name: { en: 'Layla abaya', ar: 'عباية ليلى' },
        p_category: { categoryName: { en: 'Abayas', ar: 'عبايات' } },
      },
      colour: { name: { en: 'Black', ar: 'أسود' } },
      fabric: { name: { en: 'Crepe', ar: 'كريب' } },
      unitPrice: 45,
    });
    expect(item).toEqual({
      item_id: 'ABY-014',
      item_name: 'Layla abaya',
      item_category: 'Abayas',
      item_variant: 'Black / Crepe',
      price: 45,
      quantity: 1,
    });
  });
});
