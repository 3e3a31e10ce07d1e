import { delay, http, HttpResponse } from 'msw';
import { z } from 'zod';
import type { CountryCode } from '@/config/countries';
import {
  measurementTypeSchema,
  sizeSchema,
  TIMES_OF_DAY,
  type CartItem,
  type HomeMeasurement,
  type Product,
  type Quote,
} from '@/domain/schemas';
import { currentProduct } from '../availability';
import { servedCartItem } from '../product-patches';
import { productSummary } from '../data/catalog';
import { findPromo, priceSelection, visitErrors, visitMessages } from '../checkout-rules';
import { Table } from '../db';
import { findUserAddress } from './addresses';
import { currencyFor, fromBhd, roundMoney } from '../money';
import {
  apiPath,
  authenticate,
  countryOf,
  errorResponse,
  messages,
  readBody,
  type Localized,
} from '../utils';

/** The price parts of an item in BHD, so every read can convert them for the caller's country. */
export type CartPriceParts = { base: number; customStyle: number; customSize: number };

/** Cart items per user, stored as the contract's CartItem (prices in BHD; converted when read). */
export type CartRow = { userId: string; item: CartItem; priceParts?: CartPriceParts };
export const carts = new Table<CartRow>('carts', () => []);

/** A stored item priced for a country: each part converted, then summed (as the product page adds them). */
export function priceCartItem(row: CartRow, country: CountryCode): CartItem {
  const currency = currencyFor(country);
  const parts = row.priceParts ?? { base: row.item.unitPrice, customStyle: 0, customSize: 0 };
  const unitPrice = roundMoney(
    fromBhd(parts.base, country) + fromBhd(parts.customStyle, country) + fromBhd(parts.customSize, country),
    currency,
  );
  return {
    ...row.item,
    product: { ...row.item.product, p_price: fromBhd(row.item.product.p_price, country), currency },
    unitPrice,
    currency,
  };
}

const positive = z.number().finite().positive().max(300);
export const bodyDimensionsSchema = z.object({
  unit: z.enum(['cm', 'in']),
  underBust: positive,
  waist: positive,
  hips: positive,
  bust: positive,
  bodyHeight: positive,
  shoulderWidth: positive,
});
const id = z.number().int().positive();

/** The add-to-cart payload of the contract, checked like the real server does. */
const addItemSchema = z
  .object({
    productId: id,
    combinationId: id.nullable(),
    colorId: id,
    fabricId: id,
    measurementType: measurementTypeSchema,
    measurementData: z
      .object({ sizeOption: z.nullable(sizeSchema), bodyDimensions: bodyDimensionsSchema.nullable() })
      .nullable(),
  })
  .superRefine((body, ctx) => {
    const data = body.measurementData;
    if (body.measurementType === 'home') {
      if (data !== null)
        ctx.addIssue({ code: 'custom', path: ['measurementData'], message: 'null for home' });
      return;
    }
    if (data === null) {
      ctx.addIssue({ code: 'custom', path: ['measurementData'], message: 'required' });
      return;
    }
    if (body.measurementType === 'standard' && data.sizeOption === null) {
      ctx.addIssue({ code: 'custom', path: ['measurementData', 'sizeOption'], message: 'required' });
    }
    if (body.measurementType === 'custom' && data.bodyDimensions === null) {
      ctx.addIssue({ code: 'custom', path: ['measurementData', 'bodyDimensions'], message: 'required' });
    }
  });

const fieldMessages: Record<string, Localized> = {
  productId: { en: 'Choose a piece.', ar: 'اختاري قطعة.' },
  colorId: { en: 'Choose one of this piece’s colours.', ar: 'اختاري أحد ألوان هذه القطعة.' },
  fabricId: { en: 'Choose one of this piece’s fabrics.', ar: 'اختاري أحد أقمشة هذه القطعة.' },
  combinationId: { en: 'Choose a combination of this piece.', ar: 'اختاري تركيبة من تركيبات هذه القطعة.' },
  measurementType: { en: 'Choose how we get your size.', ar: 'اختاري طريقة تحديد مقاسك.' },
  measurementData: {
    en: 'Your size details are missing or not valid.',
    ar: 'بيانات مقاسك ناقصة أو غير صالحة.',
  },
  'measurementData.sizeOption': { en: 'Please select your size', ar: 'يرجى اختيار مقاسك' },
  'measurementData.bodyDimensions': {
    en: 'Your measurements are missing or not valid.',
    ar: 'مقاساتك ناقصة أو غير صالحة.',
  },
};
const fieldMessage = (field: string): Localized =>
  fieldMessages[field] ??
  (field.startsWith('measurementData.bodyDimensions')
    ? (fieldMessages['measurementData.bodyDimensions'] as Localized)
    : { en: 'This field is not valid.', ar: 'هذا الحقل غير صالح.' });

const invalidField = (field: string) =>
  errorResponse(422, messages.invalid, { [field]: fieldMessage(field) });

export function resolveOptions(product: Product, combinationId: number | null): CartItem['options'] {
  const combination = product.combinations.find((c) => c.id === combinationId);
  if (!combination) return [];
  return product.customizations.flatMap((customization) => {
    const option = customization.options.find((o) => combination.options.some((c) => c.optionId === o.id));
    return option ? [{ customization: customization.name, option: option.name }] : [];
  });
}

export const itemIdsSchema = z.array(id).max(100);
export const visitSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  timeOfDay: z.enum(TIMES_OF_DAY),
});
const PROMO_CODE_MAX = 40;
export const promoCodeSchema = z.string().max(PROMO_CODE_MAX).nullable().default(null);

const quoteRequestSchema = z.object({
  itemIds: itemIdsSchema,
  promoCode: promoCodeSchema,
  homeMeasurement: visitSchema.nullable().default(null),
  // contract 2026-11-27: one of her addresses; the delivery fee and the home visit then follow its country
  addressId: id.optional(),
});

export const checkoutFieldMessages: Record<string, Localized> = {
  itemIds: { en: 'Choose the pieces from your cart.', ar: 'اختاري القطع من سلتكِ.' },
  addressId: { en: 'Choose one of your saved addresses.', ar: 'اختاري عنواناً من عناوينكِ المحفوظة.' },
  promoCode: {
    en: `A promo code has at most ${PROMO_CODE_MAX} characters.`,
    ar: `يجب ألا يزيد الرمز الترويجي على ${PROMO_CODE_MAX} حرفاً.`,
  },
  homeMeasurement: visitMessages.required,
  'homeMeasurement.date': visitMessages.notADate,
  'homeMeasurement.timeOfDay': {
    en: 'Choose morning, afternoon or night for the visit.',
    ar: 'اختاري وقت الزيارة: صباحاً أو بعد الظهر أو مساءً.',
  },
};
export const checkoutFieldMessage = (field: string): Localized =>
  checkoutFieldMessages[field] ??
  (field.startsWith('itemIds') ? (checkoutFieldMessages.itemIds as Localized) : messages.invalid);

export const notInCartMessage: Localized = {
  en: 'Some of these pieces are no longer in your cart. Refresh your cart and try again.',
  ar: 'بعض هذه القطع لم تعد في سلتكِ. حدّثي سلتكِ وحاولي مرة أخرى.',
};

/**
 * A 422 with the field errors; its message is the one error's own when there is one, else the general one.
 * `itemIds` names the pieces measured at home that would go to an address outside Bahrain (contract 2026-11-27).
 */
export function fieldErrorsResponse(errors: Record<string, Localized>, itemIds?: number[]) {
  const list = Object.values(errors);
  const message = list.length === 1 ? (list[0] as Localized) : messages.invalid;
  if (!itemIds?.length) return errorResponse(422, message, errors);
  return HttpResponse.json({ message, errors, itemIds }, { status: 422 });
}

/** Where a selection is priced and where it goes: the currency's country, and the delivery address's country. */
export type QuotePlaces = { country: CountryCode; deliveryCountry: CountryCode };

/**
 * What a selection of her cart costs in the caller's country — the quote's rules, also applied by the order:
 * only her own items (else itemIds error), a home item only to a Bahrain address (else errors.homeMeasurement and
 * the home items' ids), a booked visit from tomorrow (shop time), a valid promo code. Field errors are collected,
 * not stopped at the first. The delivery fee and the visit follow `deliveryCountry`; prices, `country`.
 */
export function quoteSelection(
  userId: string,
  request: { itemIds: number[]; promoCode: string | null; homeMeasurement: HomeMeasurement | null },
  { country, deliveryCountry }: QuotePlaces,
  now: Date = new Date(),
):
  | { quote: Quote; rows: CartRow[]; items: CartItem[] }
  | { errors: Record<string, Localized>; homeItemIds?: number[] } {
  const itemIds = [...new Set(request.itemIds)];
  const mine = carts.filter((row) => row.userId === userId);
  const rows = itemIds.map((itemId) => mine.find((row) => row.item.itemId === itemId));
  const errors: Record<string, Localized> = {};
  if (rows.some((row) => !row)) errors.itemIds = notInCartMessage;
  const found = rows.filter((row): row is CartRow => Boolean(row));
  const items = found.map((row) => priceCartItem(row, country));
  const homeItemIds = items.filter((item) => item.measurementType === 'home').map((item) => item.itemId);
  const hasHome = homeItemIds.length > 0;
  const homeAbroad = hasHome && deliveryCountry !== 'bh';
  if (homeAbroad) errors.homeMeasurement = visitMessages.bahrainOnly;
  // A visit is read only when a chosen piece is measured at home (in Bahrain); for other pieces it is ignored.
  else if (hasHome) Object.assign(errors, visitErrors(request.homeMeasurement, now));
  const promo = findPromo(request.promoCode);
  if (promo.error) errors.promoCode = promo.error;
  if (Object.keys(errors).length > 0) return homeAbroad ? { errors, homeItemIds } : { errors };
  const quote: Quote = {
    itemIds,
    ...priceSelection(items, country, promo.promo, deliveryCountry),
    promoCode: promo.code,
  };
  return { quote, rows: found, items };
}

export const cartHandlers = [
  http.get(apiPath('/user/cart/get'), async ({ request }) => {
    await delay();
    const auth = authenticate(request, ['user']);
    if ('response' in auth) return auth.response;
    const country = countryOf(request);
    const cartItems = carts
      .filter((row) => row.userId === auth.user.id)
      .map((row) => servedCartItem(priceCartItem(row, country)));
    return HttpResponse.json({ cart: { cartItems } });
  }),

  http.delete(apiPath('/user/cart/removeItem'), async ({ request }) => {
    await delay();
    const auth = authenticate(request, ['user']);
    if ('response' in auth) return auth.response;
    const body = await readBody(request, z.object({ itemId: id }), () => ({
      en: 'Choose a piece from your cart.',
      ar: 'اختاري قطعة من سلتكِ.',
    }));
    if ('response' in body) return body.response;
    const removed = carts.remove(
      (row) => row.userId === auth.user.id && row.item.itemId === body.data.itemId,
    );
    if (removed === 0) {
      return errorResponse(404, {
        en: 'This piece is no longer in your cart.',
        ar: 'هذه القطعة لم تعد في سلتكِ.',
      });
    }
    return HttpResponse.json({});
  }),

  http.post(apiPath('/user/cart/quote'), async ({ request }) => {
    await delay();
    const auth = authenticate(request, ['user']);
    if ('response' in auth) return auth.response;
    const body = await readBody(request, quoteRequestSchema, checkoutFieldMessage);
    if ('response' in body) return body.response;
    const country = countryOf(request);
    const { addressId } = body.data;
    const address = addressId === undefined ? undefined : findUserAddress(auth.user.id, addressId);
    if (addressId !== undefined && !address) {
      return fieldErrorsResponse({ addressId: checkoutFieldMessages.addressId as Localized });
    }
    const result = quoteSelection(auth.user.id, body.data, {
      country,
      deliveryCountry: address?.country ?? country,
    });
    if ('errors' in result) return fieldErrorsResponse(result.errors, result.homeItemIds);
    return HttpResponse.json({ quote: result.quote });
  }),

  http.post(apiPath('/user/cart/addItem'), async ({ request }) => {
    await delay();
    const auth = authenticate(request, ['user']);
    if ('response' in auth) return auth.response;
    const body = await readBody(request, addItemSchema, fieldMessage);
    if ('response' in body) return body.response;
    const payload = body.data;
    const country = countryOf(request);

    const product = currentProduct(payload.productId);
    if (!product)
      return errorResponse(404, { en: 'This piece does not exist.', ar: 'هذه القطعة غير موجودة.' });
    if (product.availability === 'out_of_stock') {
      return errorResponse(409, { en: 'This piece is out of stock.', ar: 'نفدت كمية هذه القطعة.' });
    }
    const colour = product.colour.find((c) => c.id === payload.colorId);
    if (!colour) return invalidField('colorId');
    const fabric = product.fabric.find((f) => f.id === payload.fabricId);
    if (!fabric) return invalidField('fabricId');

    // Contract (2026-11-23): null for a basic piece; for a custom one always one of its combinations —
    // the default one when she keeps the designer's cut.
    let combination: Product['combinations'][number] | null = null;
    if (product.style === 'basic' && payload.combinationId !== null) return invalidField('combinationId');
    if (product.style === 'custom') {
      if (payload.combinationId === null) return invalidField('combinationId');
      combination = product.combinations.find((c) => c.id === payload.combinationId) ?? null;
      if (!combination) return invalidField('combinationId');
      if (!combination.isAvailable) {
        return errorResponse(409, {
          en: 'This combination is not available. Please choose another cut.',
          ar: 'هذه التركيبة غير متاحة. يرجى اختيار قَصّة أخرى.',
        });
      }
    }
    if (
      payload.measurementType === 'standard' &&
      !product.size.includes(payload.measurementData?.sizeOption ?? 'XS')
    ) {
      return invalidField('measurementData.sizeOption');
    }
    if (payload.measurementType === 'home' && country !== 'bh') {
      return errorResponse(
        422,
        {
          en: 'Home measurement is offered in Bahrain only.',
          ar: 'خدمة أخذ المقاسات في المنزل متاحة في البحرين فقط.',
        },
        {
          measurementType: {
            en: 'Home measurement is offered in Bahrain only.',
            ar: 'خدمة أخذ المقاسات في المنزل متاحة في البحرين فقط.',
          },
        },
      );
    }

    // Stored in BHD, as the catalog is; every read converts for the caller's country.
    const priceParts: CartPriceParts = {
      base: product.p_price,
      // the custom style fee is for a cut other than the piece's default one
      customStyle: combination && !combination.isDefault ? product.fees.customStyle : 0,
      customSize: payload.measurementType === 'custom' ? product.fees.customSize : 0,
    };
    const itemId = carts.all().reduce((max, row) => Math.max(max, row.item.itemId), 0) + 1;
    const item: CartItem = {
      itemId,
      product: productSummary(product),
      colour,
      fabric,
      combinationId: payload.combinationId,
      options: resolveOptions(product, payload.combinationId),
      measurementType: payload.measurementType,
      measurementData: payload.measurementData,
      unitPrice: roundMoney(priceParts.base + priceParts.customStyle + priceParts.customSize, 'BHD'),
      currency: 'BHD',
    };
    carts.insert({ userId: auth.user.id, item, priceParts });
    return HttpResponse.json({ itemId }, { status: 201 });
  }),
];
