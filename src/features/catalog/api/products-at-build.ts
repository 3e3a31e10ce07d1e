import { BUILD_REQUEST, buildEnv, prerenderApiUrl } from '@/config/prerender-catalog';
import { BUILT_PAGE } from '../utils/list-params';
import { listQuery, parseProductList, type ProductList } from './get-products';

/**
 * The collection's first page as the API gives it at build time, for the prerendered `/products`
 * (docs/decisions/0036): asked as a shopper in Bahrain, so its prices are in dinars, which the page hides from a
 * shopper of another country until her own arrive. Null when the build has no catalog API or the answer is not
 * a list: the page is then prerendered with its skeleton and the browser asks for the list, as before.
 */
export async function getProductsAtBuild({
  env = buildEnv(),
  fetchImpl = fetch,
}: { env?: Record<string, string | undefined>; fetchImpl?: typeof fetch } = {}): Promise<ProductList | null> {
  const api = prerenderApiUrl(env);
  if (!api) return null;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(listQuery(BUILT_PAGE)))
    if (value !== undefined) query.set(key, String(value));
  const response = await fetchImpl(`${api}/products?${query}`, BUILD_REQUEST);
  if (!response.ok) return null;
  try {
    const list = parseProductList(await response.json());
    return list.products.length > 0 ? list : null;
  } catch {
    return null;
  }
}
