// A stand-in for the shop's API (the calls the measured pages and taps make), answering per the contract's shapes.
// Deterministic and instant, so the benchmark measures the front end, not a backend. Besides the catalog, what a
// signed-in shopper's taps need (taps.mjs): POST /auth/signin (a new shopper, with an empty cart, on every
// sign-in), GET /auth/validateToken, POST /user/cart/addItem and GET /user/cart/get, each cart kept per token.

const palette = ['#e9dccb', '#d8c3a5', '#c9b79c', '#b7a58b', '#e3d3c0', '#cdb8a0'];
const names = [
  ['Layla abaya', 'عباءة ليلى'],
  ['Noor kaftan', 'قفطان نور'],
  ['Dana dress', 'فستان دانة'],
  ['Reem abaya', 'عباءة ريم'],
  ['Salma kaftan', 'قفطان سلمى'],
  ['Hessa dress', 'فستان حصة'],
  ['Mariam abaya', 'عباءة مريم'],
  ['Jood kaftan', 'قفطان جود'],
];
const category = { id: 1, slug: 'abayas', categoryName: { en: 'Abayas', ar: 'عباءات' } };

function product(id) {
  const [en, ar] = names[(id - 1) % names.length];
  return {
    id,
    code: `ABY-${String(id).padStart(3, '0')}`,
    p_name: { en, ar },
    p_description: {
      en: 'A flowing piece in soft crepe, cut to your measurements in our Manama atelier.',
      ar: 'قطعة منسدلة من الكريب الناعم، تُفصَّل على مقاساتك في مشغلنا بالمنامة.',
    },
    p_category: category,
    p_price: 38 + id * 4,
    currency: 'BHD',
    style: id % 2 ? 'custom' : 'basic',
    availability: 'in_stock',
    images: [{ url: `/bench-images/${id}.svg`, alt: { en, ar } }],
    // two colours, so a swatch press (taps.mjs's INP) changes the piece, as on the shop's real pieces
    colour: [
      { id: 1, name: { en: 'Sand', ar: 'رملي' }, hex: '#d8c3a5' },
      { id: 2, name: { en: 'Stone', ar: 'حجري' }, hex: '#9c8f80' },
    ],
    fabric: [{ id: 1, name: { en: 'Crepe', ar: 'كريب' } }],
    size: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
    customizations:
      id % 2
        ? [
            {
              id: 1,
              name: { en: 'Sleeve', ar: 'الكم' },
              options: [
                { id: 11, name: { en: 'Wide', ar: 'واسع' } },
                { id: 12, name: { en: 'Cuffed', ar: 'بأسورة' } },
              ],
            },
          ]
        : [],
    combinations:
      id % 2
        ? [
            { id: 101, isDefault: true, isAvailable: true, options: [{ optionId: 11 }] },
            { id: 102, isDefault: false, isAvailable: true, options: [{ optionId: 12 }] },
          ]
        : [],
    fees: { customSize: 2.9, customStyle: 5, homeMeasurement: 4.9 },
  };
}

/** The bench's catalog: 24 pieces, or as many as a measure of the build asks for (prerender-time.mjs). */
export const CATALOG_SIZE = 24;
let all = Array.from({ length: CATALOG_SIZE }, (_, i) => product(i + 1));
/**
 * A piece added after the last build (issue 38): the API answers it, the collection's list does not name it, so
 * the build has no page for it and the server answers its address with the SPA fallback.
 */
export const NEWER_PIECE_ID = 1000;
export function setCatalogSize(count) {
  all = Array.from({ length: count }, (_, i) => product(i + 1));
}

const image = (id) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800"><rect width="600" height="800" fill="${palette[id % palette.length]}"/><path d="M300 120c-60 0-90 40-100 90l-60 470h320l-60-470c-10-50-40-90-100-90z" fill="#fff" opacity=".35"/></svg>`;

const b64url = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
let shoppers = 0;
/** An access token with the contract's claims (the client only decodes it). */
function token() {
  const now = Math.floor(Date.now() / 1000);
  const sub = String(++shoppers);
  const claims = {
    sub,
    role: 'user',
    email: `bench${sub}@example.com`,
    firstName: 'Bench',
    iat: now,
    exp: now + 86400,
  };
  return `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(claims)}.bench`;
}
/** Carts by shopper (the token's `sub`), for this server's life. */
const carts = new Map();
let nextItemId = 1;
function shopperOf(req) {
  const bearer = String(req.headers.authorization ?? '').match(/^Bearer [^.]+\.([^.]+)\./);
  if (!bearer) return null;
  try {
    const claims = JSON.parse(Buffer.from(bearer[1], 'base64url').toString('utf8'));
    return typeof claims.sub === 'string' && claims.role === 'user' ? claims.sub : null;
  } catch {
    return null;
  }
}
async function jsonBody(req) {
  let text = '';
  for await (const chunk of req) text += chunk;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
const unauthorized = { status: 401, body: { message: { en: 'Please sign in.' } } };

/** The cart line the contract describes for what addItem was sent (null: not a valid request). */
function cartItem(body) {
  const piece = all.find((p) => p.id === body?.productId);
  if (!piece) return null;
  const colour = piece.colour.find((c) => c.id === body.colorId) ?? piece.colour[0];
  const fabric = piece.fabric.find((f) => f.id === body.fabricId) ?? piece.fabric[0];
  const combination = piece.combinations.find((c) => c.id === body.combinationId) ?? null;
  const options = combination
    ? combination.options.map(({ optionId }) => {
        const part = piece.customizations.find((c) => c.options.some((o) => o.id === optionId));
        return { customization: part.name, option: part.options.find((o) => o.id === optionId).name };
      })
    : [];
  const type = ['standard', 'custom', 'home'].includes(body.measurementType)
    ? body.measurementType
    : 'standard';
  const unitPrice =
    piece.p_price +
    (type === 'custom' ? piece.fees.customSize : 0) +
    (combination && !combination.isDefault ? piece.fees.customStyle : 0);
  const { id, code, p_name, p_price, currency, style, images, p_category } = piece;
  return {
    itemId: nextItemId++,
    product: { id, code, p_name, p_price, currency, style, images, p_category },
    colour,
    fabric,
    combinationId: combination?.id ?? null,
    options,
    measurementType: type,
    measurementData: type === 'home' ? null : (body.measurementData ?? null),
    unitPrice,
    currency,
  };
}

/** The signed-in shopper's calls (a promise: addItem reads its body). */
async function shopperApi(req, route) {
  if (route === '/auth/signin' && req.method === 'POST') {
    await jsonBody(req);
    return { status: 200, body: { accessToken: token(), refreshToken: 'bench-refresh' } };
  }
  const shopper = shopperOf(req);
  if (route === '/auth/validateToken') return { status: 200, body: { success: shopper !== null } };
  if (!shopper) return unauthorized;
  const cart = carts.get(shopper) ?? [];
  carts.set(shopper, cart);
  if (route === '/user/cart/get') return { status: 200, body: { cart: { cartItems: cart } } };
  if (route === '/user/cart/addItem' && req.method === 'POST') {
    const item = cartItem(await jsonBody(req));
    if (!item) return { status: 422, body: { message: { en: 'Invalid item.' } } };
    cart.push(item);
    return { status: 201, body: { itemId: item.itemId } };
  }
  return { status: 404, body: { message: { en: 'Not found.' } } };
}

/** Answers /api/v1/* (the catalog) and /bench-images/*; anything else is the static app's (returns null). */
export function standInApi(_req, url) {
  const path = url.pathname;
  const img = path.match(/^\/bench-images\/(\d+)\.svg$/);
  if (img) return { status: 200, body: image(Number(img[1])), type: 'image/svg+xml' };
  if (!path.startsWith('/api/v1/')) return null;
  const route = path.slice('/api/v1'.length);
  if (route === '/categories') return { status: 200, body: { categories: [category] } };
  if (route === '/products') {
    const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
    const pageSize = Math.min(48, Math.max(1, Number(url.searchParams.get('pageSize') ?? 12) || 12));
    const products = all.slice((page - 1) * pageSize, page * pageSize);
    return { status: 200, body: { products, page, pageSize, total: all.length } };
  }
  const one = route.match(/^\/products\/(\d+)$/);
  if (one) {
    const id = Number(one[1]);
    const found = all.find((p) => p.id === id) ?? (id === NEWER_PIECE_ID ? product(id) : undefined);
    return found
      ? { status: 200, body: { product: found } }
      : { status: 404, body: { message: { en: 'Not found.' } } };
  }
  return { status: 404, body: { message: { en: 'Not found.' } } };
}

/** standInApi and a signed-in shopper's calls (/api/v1/auth/*, /api/v1/user/*, answered through a promise). */
export function standInShopApi(req, url) {
  const route = url.pathname.startsWith('/api/v1/') ? url.pathname.slice('/api/v1'.length) : '';
  if (route.startsWith('/auth/') || route.startsWith('/user/')) return shopperApi(req, route);
  return standInApi(req, url);
}
