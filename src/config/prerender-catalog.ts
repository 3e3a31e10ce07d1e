// The catalog's pieces prerendered at build time (docs/decisions/0028). Read by react-router.config.ts, so only
// relative imports; the product route's loader reads each piece itself (features/catalog/api/product-at-build).

const PAGE_SIZE = 48;

/**
 * The API the build reads the catalog from: `PRERENDER_API_URL`, an absolute http(s) address of the contract's
 * API (`http://127.0.0.1:8081/api/v1`), or null when it is not set (the product pages stay the SPA fallback).
 */
export function prerenderApiUrl(env: Record<string, string | undefined>): string | null {
  const raw = env.PRERENDER_API_URL?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PRERENDER_API_URL: not an address: ${raw}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`PRERENDER_API_URL: must be http or https: ${raw}`);
  return url.href.replace(/\/+$/, '');
}

/**
 * How the build asks the catalog's API: as a shopper in Bahrain (the default country, whose prices are in dinars,
 * which a prerendered page hides from a shopper of another country until her own arrive), in English.
 */
export const BUILD_REQUEST = {
  headers: { Accept: 'application/json', 'X-Country-Code': 'bh', 'Accept-Language': 'en' },
} as const;

/** The build's environment, where the routes' build-time loaders read PRERENDER_API_URL (they run in Node). */
export function buildEnv(): Record<string, string | undefined> {
  return (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};
}

/** The ids of one page of `GET /products`, and how many pieces the catalog has; anything else is an error. */
function readListPage(body: unknown): { ids: number[]; total: number } {
  const list = body as { products?: unknown; total?: unknown } | null;
  if (!list || !Array.isArray(list.products) || typeof list.total !== 'number')
    throw new Error('GET /products: not a list of products');
  const ids = list.products.map((piece: unknown) => (piece as { id?: unknown } | null)?.id);
  if (!ids.every((id): id is number => Number.isInteger(id) && (id as number) > 0 && (id as number) < 1e9))
    throw new Error('GET /products: a piece without a valid id');
  return { ids, total: list.total };
}

/**
 * Every piece's id, in the catalog's order (newest first): each is prerendered (issue 38), two pages a piece.
 * Asked as a shopper in Bahrain (the default country): the list does not depend on it. The pages asked for are the
 * ones the first answer's total says there are, so an API that keeps answering cannot keep the build going. A
 * build whose API does not answer fails.
 */
export async function catalogIds(apiUrl: string, fetchImpl: typeof fetch = fetch): Promise<number[]> {
  const ids: number[] = [];
  let pages = 1;
  for (let page = 1; page <= pages; page += 1) {
    const query = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE), sort: 'newest' });
    const response = await fetchImpl(`${apiUrl}/products?${query}`, BUILD_REQUEST);
    if (!response.ok) throw new Error(`GET /products?${query}: ${response.status}`);
    const { ids: pageIds, total } = readListPage(await response.json());
    if (page === 1) pages = Math.ceil(total / PAGE_SIZE);
    if (pageIds.length === 0) break;
    ids.push(...pageIds);
  }
  return [...new Set(ids)];
}
