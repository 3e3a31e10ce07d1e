import type { Product } from '@/domain/schemas';

/**
 * A custom piece for the customization tests: sleeve × length, where long sleeves with the midi length
 * cannot be made, and (by default) the short-sleeve maxi is the default cut.
 */
export function makeCustomProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 7,
    code: 'KFT-007',
    p_name: { en: 'Layla kaftan', ar: 'قفطان ليلى' },
    p_description: { en: 'A flowing kaftan.', ar: 'قفطان منساب.' },
    p_category: { id: 2, slug: 'kaftans', categoryName: { en: 'Kaftans', ar: 'قفاطين' } },
    p_price: 38.5,
    currency: 'BHD',
    style: 'custom',
    availability: 'in_stock',
    images: [],
    colour: [
      { id: 1, name: { en: 'Midnight black', ar: 'أسود ليلي' }, hex: '#141414' },
      { id: 3, name: { en: 'Dusty rose', ar: 'وردي مغبر' }, hex: '#C98B8B' },
    ],
    fabric: [
      { id: 11, name: { en: 'Crepe', ar: 'كريب' } },
      { id: 12, name: { en: 'Silk', ar: 'حرير' } },
    ],
    size: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
    customizations: [
      {
        id: 71,
        name: { en: 'Sleeve', ar: 'الأكمام' },
        options: [
          { id: 711, name: { en: 'Short sleeve', ar: 'أكمام قصيرة' } },
          { id: 712, name: { en: 'Long sleeve', ar: 'أكمام طويلة' } },
        ],
      },
      {
        id: 72,
        name: { en: 'Length', ar: 'الطول' },
        options: [
          { id: 721, name: { en: 'Maxi', ar: 'طويل' } },
          { id: 722, name: { en: 'Midi', ar: 'متوسط' } },
        ],
      },
    ],
    combinations: [
      { id: 701, isDefault: true, isAvailable: true, options: [{ optionId: 711 }, { optionId: 721 }] },
      { id: 702, isDefault: false, isAvailable: true, options: [{ optionId: 711 }, { optionId: 722 }] },
      { id: 703, isDefault: false, isAvailable: true, options: [{ optionId: 712 }, { optionId: 721 }] },
      { id: 704, isDefault: false, isAvailable: false, options: [{ optionId: 712 }, { optionId: 722 }] },
    ],
    fees: { customSize: 2.9, customStyle: 5, homeMeasurement: 4.9 },
    ...overrides,
  };
}

export function makeBasicProduct(overrides: Partial<Product> = {}): Product {
  return makeCustomProduct({
    id: 8,
    code: 'DRS-008',
    p_name: { en: 'Salma day dress', ar: 'فستان سلمى' },
    style: 'basic',
    customizations: [],
    combinations: [],
    size: ['S', 'M', 'L'],
    ...overrides,
  });
}
