import { describe, expect, it, vi } from 'vitest';
import { productSchema } from '@/domain/schemas';
import { catalog } from '@/mocks/data/catalog';
import { getProductsAtBuild } from './products-at-build';

const env = { PRERENDER_API_URL: 'http://api.test/api/v1' };
const pieces = catalog.slice(0, 3).map((row) => row.product);
const answer = { products: pieces, page: 1, pageSize: 12, total: 30 };

describe("the collection's first page at build time", () => {
  it('is the newest twelve as the API gives them to a shopper in Bahrain', async () => {
    const fetchImpl = vi.fn(async () => Response.json(answer));
    expect(await getProductsAtBuild({ env, fetchImpl })).toEqual({
      ...answer,
      // read as the shop reads every answer (its schema: colours' hex in lower case)
      products: pieces.map((p) => productSchema.parse(p)),
    });
    expect(fetchImpl).toHaveBeenCalledWith(
      'http://api.test/api/v1/products?sort=newest&page=1&pageSize=12',
      expect.objectContaining({ headers: expect.objectContaining({ 'X-Country-Code': 'bh' }) }),
    );
  });

  it('leaves out a piece that breaks the contract, as the browser does', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const odd = { ...answer, products: [...pieces, { id: 999, p_name: '<b>x</b>' }] };
    const list = await getProductsAtBuild({ env, fetchImpl: vi.fn(async () => Response.json(odd)) });
    expect(list?.products.map((p) => p.id)).toEqual(pieces.map((p) => p.id));
  });

  it('is none without a catalog API, for a failed or broken answer, or an empty collection', async () => {
    const never = vi.fn();
    expect(await getProductsAtBuild({ env: {}, fetchImpl: never })).toBeNull();
    expect(never).not.toHaveBeenCalled();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const response of [
      Response.json({ message: 'Server error' }, { status: 500 }),
      Response.json({ products: 'none' }),
      new Response('<html>', { status: 200 }),
      Response.json({ products: [], page: 1, pageSize: 12, total: 0 }),
    ]) {
      expect(await getProductsAtBuild({ env, fetchImpl: vi.fn(async () => response) })).toBeNull();
    }
  });
});
