// GA4 e-commerce events, pushed to `window.dataLayer` (the shape Google Tag Manager reads). The shop adds no
// third-party script: whoever runs the tag manager reads this array. Event and item fields follow GA4's
// "Measure ecommerce" reference: https://developers.google.com/analytics/devguides/collection/ga4/ecommerce
import { type LocalizedText } from './api-error';
import { localize } from './localize';

/** Spec 9: the currency sent when an event's own currency is missing or unusable. */
export const FALLBACK_CURRENCY = 'BHD';

export type EcommerceEventName =
  'view_item' | 'add_to_cart' | 'remove_from_cart' | 'begin_checkout' | 'add_payment_info' | 'purchase';

/** One GA4 item. Names go in English, so reports do not split a piece by the shopper's language. */
export interface Ga4Item {
  item_id: string;
  item_name: string;
  item_category?: string;
  item_variant?: string;
  price: number;
  quantity: number;
}

export interface Ga4Ecommerce {
  currency: string;
  value: number;
  items: Ga4Item[];
  transaction_id?: string;
  coupon?: string;
  shipping?: number;
  payment_type?: string;
}

type DataLayerEntry = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

const CURRENCY = /^[A-Z]{3}$/;

/** A currency GA4 accepts (ISO 4217, three letters), else the fallback. */
export function analyticsCurrency(currency: string | null | undefined): string {
  const code = typeof currency === 'string' ? currency.toUpperCase() : '';
  return CURRENCY.test(code) ? code : FALLBACK_CURRENCY;
}

const finite = (n: number) => (Number.isFinite(n) ? n : 0);

/** The fields of a piece that make a GA4 item: a product, a cart item or an order item. */
export interface ItemSource {
  code: string;
  name: LocalizedText;
  category?: LocalizedText;
  /** e.g. colour / fabric, in English. */
  variant?: string;
  price: number;
  quantity?: number;
}

export function toGa4Item(source: ItemSource): Ga4Item {
  const item: Ga4Item = {
    item_id: source.code,
    item_name: localize(source.name, 'en'),
    price: finite(source.price),
    quantity: source.quantity ?? 1,
  };
  if (source.category) item.item_category = localize(source.category, 'en');
  if (source.variant) item.item_variant = source.variant;
  return item;
}

/** A cart or order item (contract CartItem) as its GA4 item. */
export function cartItemToGa4(item: {
  product: { code: string; p_name: LocalizedText; p_category: { categoryName: LocalizedText } };
  colour: { name: LocalizedText };
  fabric: { name: LocalizedText };
  unitPrice: number;
}): Ga4Item {
  return toGa4Item({
    code: item.product.code,
    name: item.product.p_name,
    category: item.product.p_category.categoryName,
    variant: `${localize(item.colour.name, 'en')} / ${localize(item.fabric.name, 'en')}`,
    price: item.unitPrice,
  });
}

/**
 * Pushes one GA4 e-commerce event. The previous `ecommerce` object is cleared first, as Google asks, so
 * fields of one event never leak into the next. Never throws: analytics must not break a purchase.
 */
export function trackEcommerce(
  event: EcommerceEventName,
  data: Omit<Ga4Ecommerce, 'currency' | 'value'> & { currency?: string | null; value?: number },
): void {
  try {
    if (typeof window === 'undefined') return;
    const value = data.value ?? data.items.reduce((sum, i) => sum + i.price * i.quantity, 0);
    const ecommerce: Ga4Ecommerce = {
      ...data,
      currency: analyticsCurrency(data.currency),
      value: finite(value),
    };
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ ecommerce: null });
    window.dataLayer.push({ event, ecommerce });
  } catch (error) {
    console.error('analytics: event not sent', error);
  }
}
