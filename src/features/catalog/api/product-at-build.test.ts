import { describe, expect, it, vi } from 'vitest';
import { productSchema } from '@/domain/schemas';
import { catalog } from '@/mocks/data/catalog';
import { getProductAtBuild } from './product-at-build';

const env = { PRERENDER_API_URL: 'http://api.test/api/v1' };
const piece = catalog[0]!.product;

describe("a piece's page at build time", () => {
  it('has the piece as the API gives it to a shopper in Bahrain', async () => {
    const fetchImpl = vi.fn(async () => Response.json({ product: piece }));
    // read as the shop reads every answer (its schema: colours' hex in lower case)
    expect(await getProductAtBuild(piece.id, { env, fetchImpl })).toEqual(productSchema.parse(piece));
    expect(fetchImpl).toHaveBeenCalledWith(
      `http://api.test/api/v1/products/${piece.id}`,
      expect.objectContaining({ headers: expect.objectContaining({ 'X-Country-Code': 'bh' }) }),
    );
  });

  it('has none without a catalog API, for a piece gone since the list, or for an answer that is not the piece', async () => {
    const never = vi.fn();
    expect(await getProductAtBuild(piece.id, { env: {}, fetchImpl: never })).toBeNull();
    expect(never).not.toHaveBeenCalled();
    const gone = vi.fn(async () => Response.json({ message: 'Not found' }, { status: 404 }));
    expect(await getProductAtBuild(piece.id, { env, fetchImpl: gone })).toBeNull();
    const other = vi.fn(async () => Response.json({ product: { ...piece, id: piece.id + 1 } }));
    expect(await getProductAtBuild(piece.id, { env, fetchImpl: other })).toBeNull();
    const broken = vi.fn(async () => Response.json({ product: { id: piece.id, p_name: '<b>x</b>' } }));
    expect(await getProductAtBuild(piece.id, { env, fetchImpl: broken })).toBeNull();
    const notJson = vi.fn(async () => new Response('<html>', { status: 200 }));
    expect(await getProductAtBuild(piece.id, { env, fetchImpl: notJson })).toBeNull();
  });
});
