import { delay, http, HttpResponse } from 'msw';
import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX } from '@/domain/account-rules';
import type { Product } from '@/domain/schemas';
import { currentCatalog, currentProduct } from '../availability';
import { categories } from '../data/catalog';
import { Table } from '../db';
import { priceProduct } from '../money';
import { servedProduct } from '../product-patches';
import { apiPath, countryOf, errorResponse, messages, readBody, type Localized } from '../utils';

export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 48;
const MAX_QUERY_LENGTH = 100;

/** Who asked to hear when a piece is back (there is no mail: the mock only keeps the requests). */
export type NotifyRequest = { productId: number; name: string; email: string; createdAt: string };
export const notifyRequests = new Table<NotifyRequest>('notify-requests', () => []);

const productNotFound: Localized = { en: 'This product was not found.', ar: 'لم نجد هذا المنتج.' };

const integerParam = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max));

const listQuerySchema = z.object({
  category: z
    .string()
    .refine((slug) => categories.some((c) => c.slug === slug))
    .optional(),
  q: z.string().max(MAX_QUERY_LENGTH).optional(),
  sort: z.enum(PRODUCT_SORTS).optional(),
  page: integerParam(1).optional(),
  pageSize: integerParam(1, MAX_PAGE_SIZE).optional(),
});

const queryMessages: Record<string, Localized> = {
  category: { en: 'This category does not exist.', ar: 'هذه الفئة غير موجودة.' },
  q: {
    en: `Search text can be at most ${MAX_QUERY_LENGTH} characters.`,
    ar: `يجب ألا يزيد نص البحث على ${MAX_QUERY_LENGTH} حرف.`,
  },
  sort: {
    en: 'Sort must be newest, price_asc or price_desc.',
    ar: 'يجب أن يكون الترتيب newest أو price_asc أو price_desc.',
  },
  page: { en: 'Page must be a whole number from 1.', ar: 'يجب أن تكون الصفحة عدداً صحيحاً يبدأ من 1.' },
  pageSize: {
    en: `Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}.`,
    ar: `يجب أن يكون حجم الصفحة عدداً صحيحاً من 1 إلى ${MAX_PAGE_SIZE}.`,
  },
};

/**
 * Folds the spellings shoppers mix up, so a search finds what she meant: case, Latin accents, Arabic
 * diacritics and tatweel, the forms of alef, taa marbuta/haa and alef maqsura/yaa.
 */
export function normalizeSearch(value: string): string {
  return value
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/[’'`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function matches(product: Product, query: string): boolean {
  const haystack = normalizeSearch(
    [
      product.p_name.en,
      product.p_name.ar ?? '',
      product.p_description.en,
      product.p_description.ar ?? '',
      product.code,
    ].join(' '),
  );
  return query.split(' ').every((word) => haystack.includes(word));
}

const notifySchema = z.object({
  name: z.string().trim().min(2).max(NAME_MAX),
  email: z.email().max(EMAIL_MAX),
});

const notifyMessages: Record<string, Localized> = {
  name: {
    en: `Please enter your name (2 to ${NAME_MAX} characters).`,
    ar: `يرجى كتابة اسمكِ (من حرفين إلى ${NAME_MAX} حرفاً).`,
  },
  email: { en: 'Invalid email address', ar: 'البريد الإلكتروني غير صالح' },
};

function productIdOf(param: unknown): number | null {
  if (typeof param !== 'string' || !/^\d{1,9}$/.test(param)) return null;
  return Number(param);
}

export const catalogHandlers = [
  http.get(apiPath('/categories'), async () => {
    await delay();
    return HttpResponse.json({ categories });
  }),

  http.get(apiPath('/products'), async ({ request }) => {
    await delay();
    const url = new URL(request.url);
    const raw: Record<string, string> = {};
    for (const key of ['category', 'q', 'sort', 'page', 'pageSize'] as const) {
      const value = url.searchParams.get(key);
      if (value !== null && !(key === 'category' && value === '')) raw[key] = value;
    }
    const parsed = listQuerySchema.safeParse(raw);
    if (!parsed.success) {
      const errors: Record<string, Localized> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'query');
        errors[field] ??= queryMessages[field] ?? messages.invalid;
      }
      return errorResponse(422, { en: 'The search is not valid.', ar: 'طلب البحث غير صالح.' }, errors);
    }
    const { category, q = '', sort = 'newest', page = 1, pageSize = DEFAULT_PAGE_SIZE } = parsed.data;
    const query = normalizeSearch(q);
    const rows = currentCatalog()
      .filter((row) => !category || row.product.p_category.slug === category)
      .filter((row) => !query || matches(row.product, query))
      .sort((a, b) => {
        if (sort === 'price_asc') return a.product.p_price - b.product.p_price || a.product.id - b.product.id;
        if (sort === 'price_desc')
          return b.product.p_price - a.product.p_price || a.product.id - b.product.id;
        return b.createdAt.localeCompare(a.createdAt) || b.product.id - a.product.id;
      });
    const country = countryOf(request);
    const products = rows
      .slice((page - 1) * pageSize, page * pageSize)
      .map((row) => servedProduct(priceProduct(row.product, country)));
    return HttpResponse.json({ products, page, pageSize, total: rows.length });
  }),

  http.get(apiPath('/products/:id'), async ({ request, params }) => {
    await delay();
    const id = productIdOf(params.id);
    const product = id === null ? undefined : currentProduct(id);
    if (!product) return errorResponse(404, productNotFound);
    return HttpResponse.json({ product: servedProduct(priceProduct(product, countryOf(request))) });
  }),

  http.post(apiPath('/products/:id/notify'), async ({ request, params }) => {
    await delay();
    const id = productIdOf(params.id);
    const product = id === null ? undefined : currentProduct(id);
    if (!product) return errorResponse(404, productNotFound);
    const body = await readBody(request, notifySchema, (field) => notifyMessages[field] ?? messages.invalid);
    if ('response' in body) return body.response;
    if (product.availability !== 'out_of_stock') {
      return errorResponse(422, {
        en: 'This piece can be ordered now: there is nothing to wait for.',
        ar: 'يمكنكِ طلب هذه القطعة الآن، فلا داعي للانتظار.',
      });
    }
    notifyRequests.insert({
      productId: product.id,
      name: body.data.name,
      email: body.data.email.toLowerCase(),
      createdAt: new Date().toISOString(),
    });
    return HttpResponse.json({}, { status: 201 });
  }),
];
