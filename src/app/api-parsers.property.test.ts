// Every parser of the API's answers, fuzzed (issue 13): given any JSON — nonsense, or a real answer with one part
// broken or made hostile — a fetcher either returns a value of its schema or fails with the shop's clean
// 'invalid response' error (an error state on screen, never a crash), and what it lets through can be shown:
// its prices can be formatted, its order ids stay as short as the shop allows.
import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getAddresses } from '@/features/addresses/api/get-addresses';
import { getAdminSummary } from '@/features/admin/api/get-admin-summary';
import { verifyResetCode } from '@/features/auth/api/password-reset';
import { signIn } from '@/features/auth/api/sign-in';
import { validateToken } from '@/features/auth/api/validate-token';
import { addCartItem } from '@/features/cart/api/add-cart-item';
import { getCart } from '@/features/cart/api/get-cart';
import { getQuote } from '@/features/cart/api/get-quote';
import { getCategories } from '@/features/catalog/api/get-categories';
import { getProduct } from '@/features/catalog/api/get-product';
import { getProducts } from '@/features/catalog/api/get-products';
import { DEFAULT_LIST_PARAMS } from '@/features/catalog/utils/list-params';
import { getFeaturedProducts } from '@/features/content/api/get-featured-products';
import { getNotifications } from '@/features/notifications/api/get-notifications';
import { createOrder } from '@/features/checkout/api/create-order';
import { getOrderSummary } from '@/features/orders/api/get-order-summary';
import { getOrder } from '@/features/orders/api/get-order';
import { getOrders } from '@/features/orders/api/get-orders';
import { payOrder } from '@/features/orders/api/pay-order';
import { getPaymentMethods } from '@/features/payment-methods/api/get-payment-methods';
import { getProfile } from '@/features/profile/api/get-profile';
import { getMeasurements } from '@/features/profile/api/measurements';
import { getSettings } from '@/features/settings/api/get-settings';
import { api } from '@/lib/lazy-api-client';
import { isApiError } from '@/lib/api-error';
import { formatPrice } from '@/lib/money';
import { longHex } from '@/domain/schemas';
import { storeSession } from '@/lib/session';
import { users } from '@/mocks/data/users';
import { signToken } from '@/mocks/jwt';
import { addToCart } from '@/mocks/test-helpers';
import { anyText, RUNS } from '@/testing/property';

type Parser = {
  name: string;
  method: 'get' | 'post' | 'put';
  call: () => Promise<unknown>;
  /** A real answer of the mock API (the contract's shape), filled in before the properties run. */
  sample: () => unknown;
};

const samples: Record<string, unknown> = {};
let orderId = '';

/** The mock API's real answers, read once through the real fetchers, then wrapped as the API sends them. */
beforeAll(async () => {
  const customer = users.find((u) => u.role === 'user')!;
  storeSession(signToken(customer), `refresh-${customer.id}`);
  await addToCart('basic');
  await addToCart('custom');
  const orders = await getOrders('current');
  orderId = orders[0]!.id;
  const cart = (await getCart()).items;
  Object.assign(samples, {
    product: { product: await getProduct(1) },
    products: await getProducts(DEFAULT_LIST_PARAMS),
    featured: { products: await getFeaturedProducts() },
    categories: { categories: await getCategories() },
    cart: { cart: { cartItems: cart } },
    quote: {
      quote: await getQuote({ itemIds: cart.map((i) => i.itemId), promoCode: null, homeMeasurement: null }),
    },
    orders: { orders },
    order: { order: await getOrder(orderId) },
    summary: { order: await getOrderSummary(orderId) },
    createdOrder: { order: orders[0], paymentUrl: 'https://pay.example/p/1' },
    profile: { user: await getProfile() },
    addresses: { addresses: await getAddresses() },
    notifications: { notifications: await getNotifications() },
    paymentMethods: { paymentMethods: await getPaymentMethods() },
    settings: { settings: await getSettings() },
    measurements: {
      measurements: {
        unit: 'cm',
        bust: 90,
        underBust: 75,
        waist: 70,
        hips: 98,
        shoulderWidth: 38,
        bodyHeight: 165,
      },
    },
    tokens: { accessToken: 'a.b.c', refreshToken: 'r' },
    resetToken: { resetToken: 'reset-1' },
    validate: { success: true },
    cartItemAdded: { itemId: 7 },
    payment: { paymentUrl: 'https://pay.example/p/1' },
    admin: { summary: { openOrders: 3, ordersToday: 1, revenueToday: 12.5, currency: 'BHD' } },
  });
  localStorage.clear();
});

const sample = (key: string) => () => structuredClone(samples[key]);

const parsers: Parser[] = [
  { name: 'product', method: 'get', call: () => getProduct(1), sample: sample('product') },
  {
    name: 'product list',
    method: 'get',
    call: () => getProducts(DEFAULT_LIST_PARAMS),
    sample: sample('products'),
  },
  { name: 'featured products', method: 'get', call: () => getFeaturedProducts(), sample: sample('featured') },
  { name: 'categories', method: 'get', call: () => getCategories(), sample: sample('categories') },
  { name: 'cart', method: 'get', call: () => getCart(), sample: sample('cart') },
  {
    name: 'quote',
    method: 'post',
    call: () => getQuote({ itemIds: [1], promoCode: null, homeMeasurement: null }),
    sample: sample('quote'),
  },
  { name: 'orders', method: 'get', call: () => getOrders('current'), sample: sample('orders') },
  { name: 'order', method: 'get', call: () => getOrder(orderId), sample: sample('order') },
  { name: 'order summary', method: 'get', call: () => getOrderSummary(orderId), sample: sample('summary') },
  {
    name: 'placed order',
    method: 'post',
    call: () =>
      createOrder({ itemIds: [1], addressId: 1, homeMeasurement: null, giftNote: null, promoCode: null }),
    sample: sample('createdOrder'),
  },
  { name: 'profile', method: 'get', call: () => getProfile(), sample: sample('profile') },
  { name: 'addresses', method: 'get', call: () => getAddresses(), sample: sample('addresses') },
  { name: 'notifications', method: 'get', call: () => getNotifications(), sample: sample('notifications') },
  {
    name: 'payment methods',
    method: 'get',
    call: () => getPaymentMethods(),
    sample: sample('paymentMethods'),
  },
  { name: 'settings', method: 'get', call: () => getSettings(), sample: sample('settings') },
  { name: 'measurements', method: 'get', call: () => getMeasurements(), sample: sample('measurements') },
  {
    name: 'sign in',
    method: 'post',
    call: () => signIn({ email: 'a@b.co', password: 'x' }),
    sample: sample('tokens'),
  },
  {
    name: 'reset code',
    method: 'post',
    call: () => verifyResetCode({ email: 'a@b.co', otp: '123456' }),
    sample: sample('resetToken'),
  },
  { name: 'token check', method: 'get', call: () => validateToken(), sample: sample('validate') },
  {
    name: 'item added',
    method: 'post',
    call: () =>
      addCartItem({
        productId: 1,
        combinationId: null,
        colorId: 1,
        fabricId: 1,
        measurementType: 'home',
        measurementData: null,
      }),
    sample: sample('cartItemAdded'),
  },
  { name: 'payment page', method: 'post', call: () => payOrder(orderId), sample: sample('payment') },
  { name: 'admin summary', method: 'get', call: () => getAdminSummary(), sample: sample('admin') },
];

// — Broken and hostile answers —

const hostileText = fc.oneof(anyText, fc.constantFrom('bhd', 'BH', 'XXXX', '€', 'B D', '<b>', '١٢٣', 'NaN'));
const anyJson = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  hostileText,
  fc.constantFrom(null, 0, -0, 1e308, -1, 0.5, Number.MAX_SAFE_INTEGER + 2, true, [], {}),
);

type Path = (string | number)[];
function pathsOf(value: unknown, path: Path = []): Path[] {
  const here = path.length > 0 ? [path] : [];
  if (Array.isArray(value)) return [...here, ...value.flatMap((v, i) => pathsOf(v, [...path, i]))];
  if (value && typeof value === 'object')
    return [...here, ...Object.entries(value).flatMap(([k, v]) => pathsOf(v, [...path, k]))];
  return here;
}

type Breakage = [n: number, replacement: unknown, how: 'replace' | 'remove' | 'text'];
const breakage = fc.tuple(
  fc.nat(),
  fc.oneof(anyJson, hostileText),
  fc.constantFrom('replace', 'remove', 'text'),
);

/** `answer` with its `n`-th part (counting every nested part) replaced, taken away or made text; returned. */
function breakPart(answer: unknown, [n, replacement, how]: Breakage): unknown {
  const paths = pathsOf(answer);
  const path = paths[n % Math.max(paths.length, 1)];
  if (!path) return replacement;
  const parent = path
    .slice(0, -1)
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], answer) as Record<
    string | number,
    unknown
  >;
  const key = path.at(-1)!;
  if (how === 'remove') {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  } else if (how === 'text' && typeof parent[key] === 'string') {
    parent[key] = typeof replacement === 'string' ? replacement : JSON.stringify(replacement);
  } else {
    parent[key] = replacement;
  }
  return answer;
}

/** A real answer with one part replaced by anything (or a string by hostile text), or taken away. */
const brokenAnswer = (original: () => unknown) =>
  breakage.map((broken) => breakPart(original(), broken as Breakage));

/** What the screens do with a parsed answer that might throw: format its prices, read its ids. */
function problemsShowing(value: unknown): string[] {
  const problems: string[] = [];
  const walk = (node: unknown, key: string) => {
    if (Array.isArray(node)) node.forEach((v) => walk(v, key));
    else if (node && typeof node === 'object') Object.entries(node).forEach(([k, v]) => walk(v, k));
    else if (key === 'currency' && typeof node === 'string') {
      for (const lang of ['en', 'ar'] as const) {
        try {
          formatPrice(1, node, lang);
        } catch (error) {
          problems.push(`currency ${JSON.stringify(node)}: ${String(error)}`);
        }
      }
    }
  };
  walk(value, '');
  return problems;
}

/** Answers the fetcher's one call with `data` (status 200), as axios would. */
function answer(method: Parser['method'], data: unknown) {
  vi.spyOn(api, method).mockResolvedValue({ status: 200, data, headers: {}, config: {}, statusText: 'OK' });
}

/** The outcome of a call: its value, or 'invalid' for the clean error; anything else is thrown back. */
async function outcome(parser: Parser): Promise<{ value: unknown } | 'invalid'> {
  try {
    return { value: await parser.call() };
  } catch (error) {
    if (isApiError(error) && error.kind === 'invalid-response') return 'invalid';
    throw error;
  }
}

describe.each(parsers)('the $name parser', (parser) => {
  beforeAll(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('reads the real answer', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    answer(parser.method, parser.sample());
    expect(await outcome(parser)).not.toBe('invalid');
  });

  it('answers any JSON with a value or a clean error, never a crash', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await fc.assert(
      fc.asyncProperty(anyJson, async (data) => {
        answer(parser.method, data);
        const result = await outcome(parser);
        expect(result === 'invalid' ? [] : problemsShowing(result.value)).toEqual([]);
      }),
      RUNS,
    );
  });

  it('answers a real answer with a part broken or hostile with a value the screens can show, or a clean error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await fc.assert(
      fc.asyncProperty(brokenAnswer(parser.sample), async (data) => {
        answer(parser.method, data);
        const result = await outcome(parser);
        const value = result === 'invalid' ? null : result.value;
        expect(problemsShowing(value)).toEqual([]);
        // an order's id goes into addresses (/order-summary/{id}): the shop takes at most 100 characters
        const orderIds = (JSON.stringify(value ?? null).match(/"id":"[^"]*","orderNumber"/g) ?? []).map(
          (match) => match.length - '"id":"","orderNumber"'.length,
        );
        expect(orderIds.filter((length) => length > 100)).toEqual([]);
      }),
      RUNS,
    );
  });
});

// — One odd entry of a list (issue 20.4) —
// A list is read entry by entry: what the contract allows is taken (a colour `#fff`: `hex: string`), an entry
// that breaks it is left out of the collection, the featured pieces and her orders (and logged), and shown in
// her cart for what can be read, to be removed — never the whole screen.

const listParsers = [
  {
    name: 'product list',
    call: () => getProducts(DEFAULT_LIST_PARAMS).then((list) => list.products),
    sample: sample('products'),
    entries: (answer: unknown) => (answer as { products: unknown[] }).products,
  },
  {
    name: 'featured products',
    call: () => getFeaturedProducts(),
    sample: sample('featured'),
    entries: (answer: unknown) => (answer as { products: unknown[] }).products,
  },
  {
    name: 'orders',
    call: () => getOrders('current'),
    // her current orders and a copy of them under other ids: a list of more than one
    sample: () => {
      const { orders } = sample('orders')() as { orders: { id: string }[] };
      return {
        orders: [...orders, ...orders.map((order) => ({ ...structuredClone(order), id: `${order.id}-b` }))],
      };
    },
    entries: (answer: unknown) => (answer as { orders: unknown[] }).orders,
  },
  {
    name: 'cart',
    call: () => getCart().then((cart) => [...cart.items, ...cart.unreadable]),
    sample: sample('cart'),
    entries: (answer: unknown) => (answer as { cart: { cartItems: unknown[] } }).cart.cartItems,
  },
];

describe.each(listParsers)('the $name parser, with one entry broken', (parser) => {
  it('keeps every other entry', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const count = parser.entries(parser.sample()).length;
    expect(count).toBeGreaterThan(1);
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: count - 1 }), breakage, async (index, broken) => {
        const answerJson = parser.sample();
        const entries = parser.entries(answerJson);
        // the same breakage as above, inside one entry only (or of the entry itself)
        entries[index] = breakPart(entries[index], broken as Breakage);
        answer('get', answerJson);
        const result = await outcome(parser as unknown as Parser);
        expect(result).not.toBe('invalid');
        const kept = (result as { value: unknown[] }).value;
        expect(kept.length).toBeGreaterThanOrEqual(count - 1);
        expect(problemsShowing(kept)).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});

describe('odd values in a list', () => {
  const products = () => structuredClone(samples.products) as { products: Record<string, unknown>[] };

  it('takes every hex form of a colour, as the contract types it (a string), and draws it in its long form', async () => {
    const answerJson = products();
    const [first] = answerJson.products as { colour: { hex: string }[] }[];
    first!.colour[0]!.hex = '#fff';
    answer('get', answerJson);
    const list = await getProducts(DEFAULT_LIST_PARAMS);
    expect(list.products).toHaveLength(answerJson.products.length);
    expect(list.products[0]!.colour[0]!.hex).toBe('#ffffff');
    for (const [given, drawn] of [
      ['#ABC', '#aabbcc'],
      ['#abcd', '#aabbcc'],
      ['#A1B2C3', '#a1b2c3'],
      ['a1b2c3', '#a1b2c3'],
      ['#a1b2c3ff', '#a1b2c3'],
    ]) {
      expect(longHex(given!)).toBe(drawn);
    }
    // text that is no hex colour is a string all the same: kept as given (the drawings fall back to grey)
    expect(longHex('white')).toBeNull();
    first!.colour[0]!.hex = 'white';
    answer('get', answerJson);
    expect((await getProducts(DEFAULT_LIST_PARAMS)).products[0]!.colour[0]!.hex).toBe('white');
  });

  it('leaves out, and logs, a piece in a size the contract does not know or without a price', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const answerJson = products();
    const [first, second] = answerJson.products;
    first!.size = ['M', '3XL'];
    delete second!.p_price;
    answer('get', answerJson);
    const list = await getProducts(DEFAULT_LIST_PARAMS);
    expect(list.products.map((p) => p.id)).toEqual(answerJson.products.slice(2).map((p) => p.id));
    expect(warn).toHaveBeenCalledTimes(2);
    answer('get', { products: answerJson.products });
    expect((await getFeaturedProducts()).map((p) => p.id)).toEqual(
      answerJson.products.slice(2).map((p) => p.id),
    );
  });

  it('shows a cart item that breaks the contract for removal only: its id and its name', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const answerJson = structuredClone(samples.cart) as { cart: { cartItems: Record<string, unknown>[] } };
    const [odd, short] = answerJson.cart.cartItems as {
      itemId: number;
      product: Record<string, unknown> & { p_name: unknown };
      colour: { hex: string };
    }[];
    delete odd!.product.p_price;
    short!.colour.hex = '#fff';
    answer('get', answerJson);
    const cart = await getCart();
    expect(cart.items.map((i) => i.itemId)).toEqual([short!.itemId]);
    expect(cart.items[0]!.colour.hex).toBe('#ffffff');
    expect(cart.unreadable).toEqual([{ itemId: odd!.itemId, name: odd!.product.p_name }]);
    // without even a name, or without an id (it could not be removed): nameless, or left out
    answer('get', { cart: { cartItems: [{ itemId: 7 }, { product: {} }, 'x'] } });
    expect(await getCart()).toEqual({ items: [], unreadable: [{ itemId: 7, name: null }] });
  });

  it('leaves out an order that breaks the contract, and keeps the others', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const answerJson = listParsers[2]!.sample() as { orders: Record<string, unknown>[] };
    const ids = answerJson.orders.map((o) => o.id);
    answerJson.orders[0]!.status = 'lost';
    answer('get', answerJson);
    expect((await getOrders('current')).map((o) => o.id)).toEqual(ids.slice(1));
  });
});
