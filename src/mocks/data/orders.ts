// Orders, stored as the contract's Order (money in the currency she ordered in, fixed when she ordered) with
// what the mock needs besides: whose it is, the shop's note in both languages (chosen by Accept-Language when
// read), when its status last changed, and its history (one notification per change).
import type { Order, OrderItem, OrderStatus, Product } from '@/domain/schemas';
import { Table } from '../db';
import { seedAddresses, toAddress } from '../handlers/addresses';
import { resolveOptions } from '../handlers/cart';
import { FEES_BHD, roundMoney } from '../money';
import type { Localized } from '../utils';
import { findCatalogProduct, productSummary } from './catalog';

export type OrderRow = Omit<Order, 'notes'> & {
  userId: string;
  notes: Localized | null;
  paidAt: string | null;
  statusChangedAt: string;
  /** Moves on through the statuses by itself in the browser (orders paid there; the seeds do not). */
  autoAdvance: boolean;
  history: { status: OrderStatus; at: string }[];
};

export const declineNotes = (last4: string): Localized => ({
  en: `Your bank declined the payment with the card ending in ${last4}. No money was taken. Please try another card or contact customer support.`,
  ar: `رفض البنك الدفع بالبطاقة المنتهية بـ ${last4}، ولم يُخصم منكِ أي مبلغ. جرّبي بطاقة أخرى أو تواصلي مع خدمة العملاء.`,
});

/** Fixed ids of the seeded orders, so tests and links can name them. */
export const SEED_ORDER_IDS = {
  delivered: '3f6c2a1e-8b4d-4e7a-9c15-2d8f0b6a7e31',
  shipped: '9a1d7e54-2c3b-4f86-a0e9-5b7c1d3f8a42',
  rejected: 'c4e8b2f0-6d1a-4b39-8e75-0f2a9c6d1b53',
} as const;

const DAY = 24 * 60 * 60 * 1000;

function seedItem(
  productId: number,
  orderItemId: number,
  choice: { colour: number; fabric: number; measurement: 'standard' | 'custom' | 'home' },
): OrderItem {
  const product = findCatalogProduct(productId) as Product;
  const combination = product.combinations.find((c) => c.isDefault) ?? null;
  const customSize = choice.measurement === 'custom' ? FEES_BHD.customSize : 0;
  return {
    orderItemId,
    product: productSummary(product),
    colour: product.colour[choice.colour] ?? (product.colour[0] as Product['colour'][number]),
    fabric: product.fabric[choice.fabric] ?? (product.fabric[0] as Product['fabric'][number]),
    combinationId: combination?.id ?? null,
    options: resolveOptions(product, combination?.id ?? null),
    measurementType: choice.measurement,
    measurementData:
      choice.measurement === 'standard'
        ? { sizeOption: product.size.includes('M') ? 'M' : (product.size[0] ?? 'M'), bodyDimensions: null }
        : choice.measurement === 'custom'
          ? {
              sizeOption: null,
              bodyDimensions: {
                unit: 'cm',
                underBust: 76,
                waist: 68,
                hips: 98,
                bust: 90,
                bodyHeight: 163,
                shoulderWidth: 38,
              },
            }
          : null,
    unitPrice: roundMoney(product.p_price + customSize, 'BHD'),
    currency: 'BHD',
  };
}

/** Noora's past orders: one delivered, one shipped with its tracking number, one whose payment was declined. */
export function seedOrders(now = Date.now()): OrderRow[] {
  // The seeded address as seeded, whatever the table holds now (a reset may run in any order).
  const address = seedAddresses().find((a) => a.userId === 'u-1001' && a.isDefault);
  if (!address) return [];
  const at = (daysAgo: number, hours = 0) => new Date(now - daysAgo * DAY + hours * 3600_000).toISOString();
  const build = (
    fields: Pick<
      OrderRow,
      'id' | 'orderNumber' | 'status' | 'items' | 'history' | 'payment' | 'notes' | 'giftNote'
    > &
      Partial<OrderRow>,
  ): OrderRow => {
    const subtotal = roundMoney(
      fields.items.reduce((sum, item) => sum + item.unitPrice, 0),
      'BHD',
    );
    const homeMeasurementFee = fields.homeMeasurement ? FEES_BHD.homeMeasurement : 0;
    const discount = fields.discount ?? 0;
    return {
      userId: 'u-1001',
      confirmationNumber: null,
      trackingNumber: null,
      homeMeasurement: null,
      shippingAddress: toAddress(address),
      subtotal,
      homeMeasurementFee,
      deliveryFee: 0,
      discount,
      total: roundMoney(subtotal + homeMeasurementFee - discount, 'BHD'),
      currency: 'BHD',
      createdAt: fields.history[0]?.at ?? at(0),
      paidAt: null,
      statusChangedAt: fields.history.at(-1)?.at ?? at(0),
      autoAdvance: false,
      ...fields,
    };
  };
  return [
    build({
      id: SEED_ORDER_IDS.delivered,
      orderNumber: 'MTM-100231',
      status: 'delivered',
      confirmationNumber: 'CNF-7Q2K9M4T',
      trackingNumber: 'AX4829301756',
      paidAt: at(41),
      items: [
        seedItem(1, 1, { colour: 0, fabric: 0, measurement: 'custom' }),
        seedItem(3, 2, { colour: 1, fabric: 0, measurement: 'standard' }),
      ],
      history: [
        { status: 'pending', at: at(41) },
        { status: 'confirmed', at: at(41, 0.1) },
        { status: 'in_tailoring', at: at(40) },
        { status: 'shipped', at: at(33) },
        { status: 'delivered', at: at(31) },
      ],
      payment: { method: 'card', status: 'paid', brand: 'Visa', last4: '4242' },
      notes: null,
      giftNote: null,
    }),
    build({
      id: SEED_ORDER_IDS.shipped,
      orderNumber: 'MTM-100232',
      status: 'shipped',
      confirmationNumber: 'CNF-3HX8WD2P',
      trackingNumber: 'AX5173920468',
      paidAt: at(9),
      homeMeasurement: { date: at(8).slice(0, 10), timeOfDay: 'afternoon' },
      items: [seedItem(2, 3, { colour: 1, fabric: 1, measurement: 'home' })],
      history: [
        { status: 'pending', at: at(9) },
        { status: 'confirmed', at: at(9, 0.1) },
        { status: 'in_tailoring', at: at(7) },
        { status: 'shipped', at: at(1) },
      ],
      payment: { method: 'card', status: 'paid', brand: 'Visa', last4: '4242' },
      notes: null,
      giftNote: 'Eid Mubarak, Mama! With love, Noora',
    }),
    build({
      id: SEED_ORDER_IDS.rejected,
      orderNumber: 'MTM-100233',
      status: 'rejected',
      items: [seedItem(5, 4, { colour: 0, fabric: 0, measurement: 'standard' })],
      history: [
        { status: 'pending', at: at(2) },
        { status: 'rejected', at: at(2, 0.1) },
      ],
      payment: { method: 'card', status: 'declined', brand: 'Visa', last4: '0002' },
      notes: declineNotes('0002'),
      giftNote: null,
    }),
  ];
}

export const orders = new Table<OrderRow>('orders', () => seedOrders());
