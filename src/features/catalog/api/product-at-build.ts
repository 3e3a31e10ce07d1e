import { BUILD_REQUEST, buildEnv, prerenderApiUrl } from '@/config/prerender-catalog';
import type { Product } from '@/domain/schemas';
import { productResponseSchema } from './get-product';

/**
 * A piece as the API gives it at build time, for its prerendered page (docs/decisions/0028): asked as a shopper
 * in Bahrain, so its prices are in dinars, which the page hides from a shopper of another country until her own
 * arrive. Null when the build has no catalog API, the piece is gone, or the answer is not a product: the page
 * is then prerendered as its skeleton and the browser asks for the piece, as on any other path.
 */
export async function getProductAtBuild(
  id: number,
  {
    env = buildEnv(),
    fetchImpl = fetch,
  }: { env?: Record<string, string | undefined>; fetchImpl?: typeof fetch } = {},
): Promise<Product | null> {
  const api = prerenderApiUrl(env);
  if (!api) return null;
  const response = await fetchImpl(`${api}/products/${id}`, BUILD_REQUEST);
  if (!response.ok) return null;
  const parsed = productResponseSchema.safeParse(await response.json().catch(() => null));
  return parsed.success && parsed.data.product.id === id ? parsed.data.product : null;
}
