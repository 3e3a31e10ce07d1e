import { delay, http, HttpResponse } from 'msw';
import { z } from 'zod';
import type { Order, OrderItem, OrderStatus, OrderSummary } from '@/domain/schemas';
import { currentProduct } from '../availability';
import { GIFT_NOTE_MAX, visitMessages } from '../checkout-rules';
import { notifyOrderStatus } from '../data/notifications';
import { declineNotes, orders, type OrderRow } from '../data/orders';
import { Table } from '../db';
import { randomToken } from '../jwt';
import {
  apiPath,
  authenticate,
  countryOf,
  errorResponse,
  messages,
  readBody,
  type Localized,
} from '../utils';
import { findUserAddress, toAddress } from './addresses';
import {
  carts,
  checkoutFieldMessages,
  fieldErrorsResponse,
  itemIdsSchema,
  promoCodeSchema,
  quoteSelection,
  visitSchema,
} from './cart';

export type Lang = 'en' | 'ar';

/** The request's language (Accept-Language), English unless it asks for Arabic. */
export function langOf(request: Request): Lang {
  return request.headers.get('Accept-Language')?.trim().toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

/** The stored order as the contract's Order: the shop's note in the request's language. */
export function toOrder(row: OrderRow, lang: Lang): Order {
  const {
    userId: _userId,
    paidAt: _paidAt,
    statusChangedAt: _changed,
    autoAdvance: _auto,
    history: _history,
    notes,
    ...order
  } = row;
  return { ...order, notes: notes ? (notes[lang] ?? notes.en) : null };
}

export function toSummary(row: OrderRow, lang: Lang): OrderSummary {
  const { shippingAddress, ...order } = toOrder(row, lang);
  return {
    ...order,
    shippingAddress: {
      name: shippingAddress.name,
      city: shippingAddress.city,
      country: shippingAddress.country,
    },
  };
}

// — The statuses over time —

const NEXT_STATUS: Partial<Record<OrderStatus, OrderStatus>> = {
  confirmed: 'in_tailoring',
  in_tailoring: 'shipped',
  shipped: 'delivered',
};
/** How long a paid order stays in each status before it moves on by itself; null: never (Vitest). */
let stepMs: number | null = null;

export function configureOrderClock(options: { stepMs: number | null }): void {
  stepMs = options.stepMs;
}

function trackingNumber(): string {
  const digits = Array.from(crypto.getRandomValues(new Uint8Array(10)), (b) => b % 10).join('');
  return `AX${digits}`;
}

/** Moves a stored order to a status at a time, with its history and her notification. */
function changeStatus(
  row: OrderRow,
  status: OrderStatus,
  at: string,
  patch: Partial<OrderRow> = {},
): OrderRow {
  const next = orders.update(
    (r) => r.id === row.id,
    (r) => ({
      ...r,
      ...patch,
      status,
      statusChangedAt: at,
      trackingNumber:
        status === 'shipped' && !r.trackingNumber
          ? trackingNumber()
          : (patch.trackingNumber ?? r.trackingNumber),
      history: [...r.history, { status, at }],
    }),
  ) as OrderRow;
  notifyOrderStatus(next, status, at);
  return next;
}

/** Applies the steps that time has brought: one status every `stepMs` since the last change. */
export function settleOrders(now = Date.now()): void {
  if (stepMs === null) return;
  const step = stepMs;
  for (const row of orders.filter((r) => r.autoAdvance && NEXT_STATUS[r.status] !== undefined)) {
    let current = row;
    let next = NEXT_STATUS[current.status];
    while (next && now - Date.parse(current.statusChangedAt) >= step) {
      const at = new Date(Date.parse(current.statusChangedAt) + step).toISOString();
      current = changeStatus(current, next, at);
      next = NEXT_STATUS[current.status];
    }
  }
}

/**
 * Moves every confirmed, in-tailoring or shipped order one status on, now (mockApi.advanceOrders() in the
 * browser). Returns the orders moved, as `orderNumber: from → to`.
 */
export function advanceOrders(now = Date.now()): string[] {
  settleOrders(now);
  const at = new Date(now).toISOString();
  const moved: string[] = [];
  for (const row of orders.filter((r) => NEXT_STATUS[r.status] !== undefined)) {
    const next = NEXT_STATUS[row.status] as OrderStatus;
    changeStatus(row, next, at);
    moved.push(`${row.orderNumber}: ${row.status} → ${next}`);
  }
  return moved;
}

// — Payment (the hosted card page's stand-in calls payOrder) —

export const TEST_CARDS = { accepted: '4242424242424242', declined: '4000000000000002' } as const;

/** Cards the provider saved for her when she paid (contract: GET /user/payment-methods). */
export type SavedCardRow = {
  id: number;
  userId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
};
export const savedCards = new Table<SavedCardRow>('payment-methods', () => [
  { id: 1, userId: 'u-1001', brand: 'Visa', last4: '4242', expMonth: 8, expYear: 2029 },
]);

export type PayResult =
  | { outcome: 'paid'; order: OrderRow }
  | { outcome: 'declined'; order: OrderRow }
  | { outcome: 'unknown-card' }
  | { outcome: 'not-found' }
  | { outcome: 'not-payable'; order: OrderRow };

/** Whether an order is waiting for a payment: pending and not paid. */
const awaitsPayment = (row: OrderRow) => row.status === 'pending' && row.payment.status === 'pending';

function confirmationNumber(): string {
  return `CNF-${randomToken(4).toUpperCase()}`;
}

/**
 * The provider's verdict on a card for an order: 4242 4242 4242 4242 pays it (confirmed, paid, Visa 4242, a
 * confirmation number, the card saved), 4000 0000 0000 0002 is declined (rejected, declined, the bank's note);
 * any other number is not a test card and changes nothing. Spaces and dashes in the number are ignored.
 */
export function payOrder(
  orderId: string,
  cardNumber: string,
  card: { expMonth: number; expYear: number } = { expMonth: 12, expYear: new Date().getFullYear() + 3 },
  now = Date.now(),
): PayResult {
  const row = orders.find((r) => r.id === orderId);
  if (!row) return { outcome: 'not-found' };
  if (!awaitsPayment(row)) return { outcome: 'not-payable', order: row };
  const digits = cardNumber.replace(/[\s-]/g, '');
  const at = new Date(now).toISOString();
  if (digits === TEST_CARDS.accepted) {
    const order = changeStatus(row, 'confirmed', at, {
      paidAt: at,
      autoAdvance: true,
      confirmationNumber: confirmationNumber(),
      notes: null,
      payment: { method: 'card', status: 'paid', brand: 'Visa', last4: '4242' },
    });
    const saved = savedCards.find(
      (c) =>
        c.userId === row.userId &&
        c.last4 === '4242' &&
        c.expMonth === card.expMonth &&
        c.expYear === card.expYear,
    );
    if (!saved) {
      const id = savedCards.all().reduce((max, c) => Math.max(max, c.id), 0) + 1;
      savedCards.insert({ id, userId: row.userId, brand: 'Visa', last4: '4242', ...card });
    }
    return { outcome: 'paid', order };
  }
  if (digits === TEST_CARDS.declined) {
    const order = changeStatus(row, 'rejected', at, {
      notes: declineNotes('0002'),
      payment: { method: 'card', status: 'declined', brand: 'Visa', last4: '0002' },
    });
    return { outcome: 'declined', order };
  }
  return { outcome: 'unknown-card' };
}

/** The hosted card page's address: same origin, under the API base, in the request's language. */
export function paymentUrlFor(request: Request, orderId: string): string {
  return new URL(`${apiPath(`/payments/${orderId}`)}?lang=${langOf(request)}`, request.url).href;
}

// — The calls —

const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const orderNotFound: Localized = { en: 'This order was not found.', ar: 'لم نجد هذا الطلب.' };

const findOrder = (param: unknown, userId?: string): OrderRow | undefined =>
  typeof param === 'string' && ORDER_ID.test(param)
    ? orders.find((r) => r.id === param.toLowerCase() && (userId === undefined || r.userId === userId))
    : undefined;

export const ORDER_GROUPS: Record<'current' | 'delivered' | 'rejected', OrderStatus[]> = {
  current: ['pending', 'confirmed', 'in_tailoring', 'shipped'],
  delivered: ['delivered'],
  rejected: ['rejected', 'cancelled', 'refunded'],
};

const giftNoteMessage: Localized = {
  en: `A gift note can have up to ${GIFT_NOTE_MAX} characters.`,
  ar: `يجب ألا تزيد رسالة الهدية على ${GIFT_NOTE_MAX} حرفاً.`,
};
const orderFieldMessages: Record<string, Localized> = {
  ...checkoutFieldMessages,
  addressId: { en: 'Choose one of your saved addresses.', ar: 'اختاري عنواناً من عناوينكِ المحفوظة.' },
  giftNote: giftNoteMessage,
};
const orderFieldMessage = (field: string): Localized =>
  orderFieldMessages[field] ??
  (field.startsWith('itemIds') ? (orderFieldMessages.itemIds as Localized) : messages.invalid);

const createOrderSchema = z.object({
  itemIds: itemIdsSchema.min(1),
  addressId: z.number().int().positive(),
  homeMeasurement: visitSchema.nullable().default(null),
  giftNote: z
    .string()
    .trim()
    .max(GIFT_NOTE_MAX)
    .nullish()
    .transform((v) => (v ? v : null)),
  promoCode: promoCodeSchema,
});

const unavailableMessage = (count: number): Localized =>
  count === 1
    ? {
        en: 'One of the pieces you chose is no longer available. Remove it from your order to continue.',
        ar: 'إحدى القطع التي اخترتِها لم تعد متوفرة. احذفيها من طلبكِ لتتمكني من المتابعة.',
      }
    : {
        en: 'Some of the pieces you chose are no longer available. Remove them from your order to continue.',
        ar: 'بعض القطع التي اخترتِها لم تعد متوفرة. احذفيها من طلبكِ لتتمكني من المتابعة.',
      };

export const orderHandlers = [
  http.post(apiPath('/user/orders'), async ({ request }) => {
    await delay();
    const auth = authenticate(request, ['user']);
    if ('response' in auth) return auth.response;
    const body = await readBody(request, createOrderSchema, orderFieldMessage);
    if ('response' in body) return body.response;
    const payload = body.data;
    const country = countryOf(request);
    const lang = langOf(request);
    const userId = auth.user.id;

    // Contract 2026-11-27: the delivery fee and the home visit follow the address's country; prices stay in the
    // selected country's currency. An address in another country than the selected one is a delivery there.
    const address = findUserAddress(userId, payload.addressId);
    const quoted = quoteSelection(userId, payload, {
      country,
      deliveryCountry: address?.country ?? country,
    });
    const errors: Record<string, Localized> = 'errors' in quoted ? { ...quoted.errors } : {};
    if (!address) errors.addressId = orderFieldMessages.addressId as Localized;
    const hasHome = carts
      .filter((row) => row.userId === userId && payload.itemIds.includes(row.item.itemId))
      .some((row) => row.item.measurementType === 'home');
    if (hasHome && !errors.homeMeasurement && payload.homeMeasurement === null) {
      errors.homeMeasurement = visitMessages.required;
    }
    if (Object.keys(errors).length > 0 || 'errors' in quoted || !address) {
      return fieldErrorsResponse(errors, 'errors' in quoted ? quoted.homeItemIds : undefined);
    }

    // Pieces the shop no longer offers as she chose them: the whole piece, or her combination.
    const unavailableIds = quoted.rows
      .filter((row) => {
        const product = currentProduct(row.item.product.id);
        if (!product || product.availability === 'out_of_stock') return true;
        if (row.item.combinationId === null) return false;
        const combination = product.combinations.find((c) => c.id === row.item.combinationId);
        return !combination?.isAvailable;
      })
      .map((row) => row.item.itemId);
    if (unavailableIds.length > 0) {
      return HttpResponse.json(
        { message: unavailableMessage(unavailableIds.length), itemIds: unavailableIds },
        { status: 409 },
      );
    }

    const all = orders.all();
    const lastNumber = all.reduce((max, r) => Math.max(max, Number(r.orderNumber.slice(4)) || 0), 100233);
    let orderItemId = all.flatMap((r) => r.items).reduce((max, item) => Math.max(max, item.orderItemId), 0);
    const items: OrderItem[] = quoted.items.map(({ itemId: _itemId, ...item }) => ({
      ...item,
      orderItemId: ++orderItemId,
    }));
    const now = new Date().toISOString();
    const { quote } = quoted;
    const row: OrderRow = {
      id: crypto.randomUUID(),
      orderNumber: `MTM-${lastNumber + 1}`,
      confirmationNumber: null,
      status: 'pending',
      createdAt: now,
      trackingNumber: null,
      notes: null,
      giftNote: payload.giftNote,
      homeMeasurement: hasHome ? payload.homeMeasurement : null,
      shippingAddress: toAddress(address),
      items,
      subtotal: quote.subtotal,
      homeMeasurementFee: quote.homeMeasurementFee,
      deliveryFee: quote.deliveryFee,
      discount: quote.discount,
      total: quote.total,
      currency: quote.currency,
      payment: { method: 'card', status: 'pending', brand: null, last4: null },
      userId,
      paidAt: null,
      statusChangedAt: now,
      autoAdvance: false,
      history: [{ status: 'pending', at: now }],
    };
    orders.insert(row);
    notifyOrderStatus(row, 'pending', now);
    const ordered = new Set(quote.itemIds);
    carts.remove((r) => r.userId === userId && ordered.has(r.item.itemId));
    return HttpResponse.json(
      { order: toOrder(row, lang), paymentUrl: paymentUrlFor(request, row.id) },
      { status: 201 },
    );
  }),

  http.get(apiPath('/user/orders'), async ({ request }) => {
    await delay();
    const auth = authenticate(request, ['user']);
    if ('response' in auth) return auth.response;
    settleOrders();
    const group = new URL(request.url).searchParams.get('group');
    if (group !== null && !(group in ORDER_GROUPS)) {
      const error = {
        en: 'The group must be current, delivered or rejected.',
        ar: 'يجب أن تكون المجموعة current أو delivered أو rejected.',
      };
      return errorResponse(422, error, { group: error });
    }
    const statuses = group ? ORDER_GROUPS[group as keyof typeof ORDER_GROUPS] : null;
    const lang = langOf(request);
    const list = orders
      .filter((r) => r.userId === auth.user.id && (!statuses || statuses.includes(r.status)))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map((r) => toOrder(r, lang));
    return HttpResponse.json({ orders: list });
  }),

  http.get(apiPath('/user/orders/:id'), async ({ request, params }) => {
    await delay();
    const auth = authenticate(request, ['user']);
    if ('response' in auth) return auth.response;
    settleOrders();
    const row = findOrder(params.id, auth.user.id);
    if (!row) return errorResponse(404, orderNotFound);
    return HttpResponse.json({ order: toOrder(row, langOf(request)) });
  }),

  http.post(apiPath('/user/orders/:id/pay'), async ({ request, params }) => {
    await delay();
    const auth = authenticate(request, ['user']);
    if ('response' in auth) return auth.response;
    settleOrders();
    const row = findOrder(params.id, auth.user.id);
    if (!row) return errorResponse(404, orderNotFound);
    if (row.status === 'rejected') {
      // Another try: the order waits for a payment again.
      changeStatus(row, 'pending', new Date().toISOString(), {
        notes: null,
        payment: { method: 'card', status: 'pending', brand: null, last4: null },
      });
    } else if (!awaitsPayment(row)) {
      return errorResponse(409, {
        en: 'This order cannot be paid now: it is already paid or closed.',
        ar: 'لا يمكن دفع هذا الطلب الآن: فهو مدفوع من قبل أو مغلق.',
      });
    }
    return HttpResponse.json({ paymentUrl: paymentUrlFor(request, row.id) });
  }),

  http.get(apiPath('/orders/:id/summary'), async ({ request, params }) => {
    await delay();
    settleOrders();
    // Public and addressed by an unguessable id: over HTTP, found whichever browser (mock session) asks, as a
    // real server would find it.
    const id = typeof params.id === 'string' && ORDER_ID.test(params.id) ? params.id.toLowerCase() : null;
    const row = id ? orders.findInAnySession((r) => r.id === id) : undefined;
    if (!row) return errorResponse(404, orderNotFound);
    return HttpResponse.json({ order: toSummary(row, langOf(request)) });
  }),
];
