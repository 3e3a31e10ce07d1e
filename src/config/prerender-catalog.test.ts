import { describe, expect, it, vi } from 'vitest';
import { catalogIds, prerenderApiUrl } from './prerender-catalog';

/** A catalog API of `total` pieces (ids 1…total), answering GET /products as the contract does. */
function catalog(total: number) {
  return vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    expect(url.pathname).toBe('/api/v1/products');
    expect(new Headers(init?.headers).get('X-Country-Code')).toBe('bh');
    const page = Number(url.searchParams.get('page'));
    const pageSize = Number(url.searchParams.get('pageSize'));
    const ids = Array.from({ length: total }, (_, i) => i + 1).slice((page - 1) * pageSize, page * pageSize);
    return Response.json({ products: ids.map((id) => ({ id })), page, pageSize, total });
  });
}

describe('the API a build prerenders the catalog from', () => {
  it('is PRERENDER_API_URL, an http(s) address, without its trailing slash', () => {
    expect(prerenderApiUrl({ PRERENDER_API_URL: 'http://127.0.0.1:8081/api/v1/' })).toBe(
      'http://127.0.0.1:8081/api/v1',
    );
    expect(prerenderApiUrl({ PRERENDER_API_URL: ' https://api.tafseel.example/v1 ' })).toBe(
      'https://api.tafseel.example/v1',
    );
  });

  it('is none when it is not set: the product pages stay the SPA fallback', () => {
    expect(prerenderApiUrl({})).toBeNull();
    expect(prerenderApiUrl({ PRERENDER_API_URL: '  ' })).toBeNull();
  });

  it('refuses what is not an http(s) address, rather than build without the catalog unnoticed', () => {
    expect(() => prerenderApiUrl({ PRERENDER_API_URL: '/api/v1' })).toThrow(/not an address/);
    expect(() => prerenderApiUrl({ PRERENDER_API_URL: 'file:///etc/passwd' })).toThrow(/http or https/);
  });
});

describe("the catalog's pieces a build prerenders", () => {
  it('are every piece, page after page of the list', async () => {
    const fetchImpl = catalog(100);
    expect(await catalogIds('http://api.test/api/v1', fetchImpl)).toEqual(
      Array.from({ length: 100 }, (_, i) => i + 1),
    );
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('are every piece of a large catalog too, none left to the SPA fallback', async () => {
    const fetchImpl = catalog(1000);
    const ids = await catalogIds('http://api.test/api/v1', fetchImpl);
    expect(ids).toHaveLength(1000);
    expect(ids[0]).toBe(1);
    expect(ids.at(-1)).toBe(1000);
    expect(fetchImpl).toHaveBeenCalledTimes(Math.ceil(1000 / 48));
  });

  it('ask for no more pages than the first answer says there are', async () => {
    // an API whose every page is full, whatever its number: the build still ends
    const endless = vi.fn(async (input: string | URL | Request) => {
      const page = Number(new URL(String(input)).searchParams.get('page'));
      const ids = Array.from({ length: 48 }, (_, i) => (page - 1) * 48 + i + 1);
      return Response.json({ products: ids.map((id) => ({ id })), page, pageSize: 48, total: 96 });
    });
    expect(await catalogIds('http://api.test/api/v1', endless)).toHaveLength(96);
    expect(endless).toHaveBeenCalledTimes(2);
  });

  it('fail the build when the API does not answer with a list of pieces', async () => {
    const down = vi.fn(async () => new Response('', { status: 503 }));
    await expect(catalogIds('http://api.test/api/v1', down)).rejects.toThrow(/503/);
    const odd = vi.fn(async () => Response.json({ products: [{ id: '1/../../x' }], total: 1 }));
    await expect(catalogIds('http://api.test/api/v1', odd)).rejects.toThrow(/valid id/);
    const notAList = vi.fn(async () => Response.json({ items: [] }));
    await expect(catalogIds('http://api.test/api/v1', notAList)).rejects.toThrow(/not a list/);
  });
});
