// A stand-in for the shop's API (GET calls the measured pages make), answering per the contract's shapes.
// Deterministic and instant, so the benchmark measures the front end, not a backend.

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
    colour: [{ id: 1, name: { en: 'Sand', ar: 'رملي' }, hex: '#d8c3a5' }],
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

const all = Array.from({ length: 24 }, (_, i) => product(i + 1));

const image = (id) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800"><rect width="600" height="800" fill="${palette[id % palette.length]}"/><path d="M300 120c-60 0-90 40-100 90l-60 470h320l-60-470c-10-50-40-90-100-90z" fill="#fff" opacity=".35"/></svg>`;

/** Answers /api/v1/* and /bench-images/*; anything else is the static app's (returns null). */
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
    const found = all.find((p) => p.id === Number(one[1]));
    return found
      ? { status: 200, body: { product: found } }
      : { status: 404, body: { message: { en: 'Not found.' } } };
  }
  return { status: 404, body: { message: { en: 'Not found.' } } };
}
