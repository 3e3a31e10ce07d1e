import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTRY_CODES } from '@/config/countries';
import { PRODUCT_ID_PATTERN } from '@/config/paths';
import { EARLY_ANSWERS_GLOBAL, hasEarlyAnswers, takeEarlyAnswer } from '@/lib/early-answer';
import { PRELOAD_GATE, START_GATE } from './head-start';
import { addModulePreloads } from './module-preloads';
import { pieceAnswerBeforeScripts, pieceFiles, type PieceFiles } from './piece-answer-script';

const files: PieceFiles = {
  modules: ['/assets/shell.js', '/assets/product-main.js'],
  words: { en: ['/assets/product-en.js'], ar: ['/assets/product-ar.js'] },
};
const piece = { product: { id: 1000 } };

function run(address: string) {
  window.history.replaceState(null, '', address);
  pieceAnswerBeforeScripts(
    `^(?:/ar)?/products/(${PRODUCT_ID_PATTERN})/?$`,
    '/ar',
    '/api/v1',
    'country',
    [...COUNTRY_CODES],
    'bh',
    'token',
    files,
    EARLY_ANSWERS_GLOBAL,
    '#fallback',
    START_GATE,
    1500,
    PRELOAD_GATE,
    300,
    addModulePreloads,
  );
}
const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as unknown as Record<string, unknown>)[EARLY_ANSWERS_GLOBAL];
  delete (window as unknown as Record<string, unknown>)[START_GATE];
  delete (window as unknown as Record<string, unknown>)[PRELOAD_GATE];
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  document.body.replaceChildren();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe("the SPA fallback's head script at a piece's address", () => {
  it("asks at once for the piece page's modules, its words in the address's language, and the piece", async () => {
    const fetch = vi.fn(() => Promise.resolve(Response.json(piece)));
    vi.stubGlobal('fetch', fetch);
    localStorage.setItem('country', 'sa');
    localStorage.setItem('token', 'a.b.c');
    run('/ar/products/1000');
    // the piece first; its page's files once it is in (here: nothing to draw, so at once)
    await vi.waitFor(() =>
      expect(preloads()).toEqual(['/assets/shell.js', '/assets/product-main.js', '/assets/product-ar.js']),
    );
    expect(fetch).toHaveBeenCalledWith('/api/v1/products/1000', {
      credentials: 'same-origin',
      priority: 'high',
      headers: {
        Accept: 'application/json',
        'X-Country-Code': 'sa',
        'Accept-Language': 'ar',
        Authorization: 'Bearer a.b.c',
      },
    });
    expect(hasEarlyAnswers()).toBe(true);
    // the piece's query takes the answer once, for the country it was asked for
    await expect(takeEarlyAnswer('/products/1000')).resolves.toEqual(piece);
    await expect(takeEarlyAnswer('/products/1000')).resolves.toBeNull();
  });

  it('asks for the default country without a token when storage holds none, or an unknown country', async () => {
    const fetch = vi.fn(() => Promise.resolve(Response.json(piece)));
    vi.stubGlobal('fetch', fetch);
    localStorage.setItem('country', 'xx');
    run('/products/7/');
    expect(fetch).toHaveBeenCalledWith('/api/v1/products/7', {
      credentials: 'same-origin',
      priority: 'high',
      headers: { Accept: 'application/json', 'X-Country-Code': 'bh', 'Accept-Language': 'en' },
    });
    await vi.waitFor(() => expect(preloads()).toContain('/assets/product-en.js'));
  });

  it('leaves every other address alone', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    for (const address of [
      '/products',
      '/cart',
      '/products/0',
      '/products/12abc',
      '/products/1/reviews',
      '/x/products/1',
    ])
      run(address);
    expect(fetch).not.toHaveBeenCalled();
    expect(preloads()).toEqual([]);
    expect(hasEarlyAnswers()).toBe(false);
  });

  it('gives nothing to take when the piece was refused or failed, or asked for another country than hers now', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json({ message: {} }, { status: 404 }))),
    );
    run('/products/5');
    await expect(takeEarlyAnswer('/products/5')).resolves.toBeNull();

    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    run('/products/6');
    await expect(takeEarlyAnswer('/products/6')).resolves.toBeNull();

    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json(piece))),
    );
    run('/products/8');
    localStorage.setItem('country', 'ae');
    await expect(takeEarlyAnswer('/products/8')).resolves.toBeNull();
  });
});

const preview = () => document.body.querySelector('[aria-hidden="true"]');
const answered = (body: unknown) => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(Response.json(body))),
  );
  document.body.innerHTML = '<div id="fallback"><span role="status" aria-label="Loading…"></span></div>';
};

describe("the piece's preview on the SPA fallback", () => {
  it("draws her piece's name and photograph in the page's language, and takes them away with the fallback", async () => {
    answered({
      product: {
        p_name: { en: 'Layla abaya', ar: 'عباءة ليلى' },
        p_description: { en: 'A flowing piece.', ar: 'قطعة منسدلة.' },
        images: [{ url: '/images/1.jpg' }],
      },
    });
    run('/ar/products/1000');
    await vi.waitFor(() => expect(preview()).not.toBeNull());
    expect(preview()?.textContent).toBe('عباءة ليلىقطعة منسدلة.');
    expect(preview()?.querySelector('img')?.getAttribute('src')).toBe('/images/1.jpg');
    // React draws the page in the fallback's place
    document.getElementById('fallback')?.remove();
    await vi.waitFor(() => expect(preview()).toBeNull());
  });

  it('writes a name as text, never as HTML, and shows no photograph from another site but over https', async () => {
    answered({
      product: {
        p_name: { en: '<img src=x onerror=alert(1)>Noor' },
        images: [{ url: '//evil.example/x.jpg' }],
      },
    });
    run('/products/1000');
    await vi.waitFor(() => expect(preview()).not.toBeNull());
    expect(preview()?.textContent).toBe('<img src=x onerror=alert(1)>Noor');
    expect(preview()?.querySelector('img')).toBeNull();
  });

  it('draws nothing for an answer without a name, or once the page has left its fallback', async () => {
    answered({ product: { p_name: { ar: 'x' }, images: [] } });
    run('/products/1000');
    await expect(takeEarlyAnswer('/products/1000')).resolves.toBeTruthy();
    expect(preview()).toBeNull();

    answered({ product: { p_name: { en: 'Dana dress' } } });
    document.body.replaceChildren();
    run('/products/1001');
    await expect(takeEarlyAnswer('/products/1001')).resolves.toBeTruthy();
    expect(preview()).toBeNull();
  });
});

describe("the SPA fallback's scripts at a piece's address", () => {
  const gate = () => (window as unknown as Record<string, (go: () => void) => void>)[START_GATE];

  it('wait for the preview to be painted, then start, its files asked for then', async () => {
    answered({ product: { p_name: { en: 'Layla abaya' } } });
    run('/products/1000');
    const go = vi.fn();
    gate()?.(go);
    expect(go).not.toHaveBeenCalled();
    expect(preloads()).toEqual([]);
    await vi.waitFor(() => expect(go).toHaveBeenCalledTimes(1));
    expect(preview()).not.toBeNull();
    expect(preloads()).toContain('/assets/product-main.js');
    // a later caller starts at once
    const later = vi.fn();
    gate()?.(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('start as soon as the answer came with nothing to draw', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json({}, { status: 500 }))),
    );
    run('/products/1000');
    const go = vi.fn();
    gate()?.(go);
    await vi.waitFor(() => expect(go).toHaveBeenCalledTimes(1));
    expect(preview()).toBeNull();
  });

  it('are not held anywhere else', () => {
    run('/cart');
    expect(gate()).toBeUndefined();
  });
});

describe("the piece page's files, from the build's manifest", () => {
  it("names the matched routes' modules, loaders and imports once, and their words in each language", () => {
    const route = (
      id: string,
      parentId: string | undefined,
      path: string | undefined,
      imports: string[],
    ) => ({
      id,
      parentId,
      path,
      module: `/assets/${id}.js`,
      imports,
    });
    const manifest = {
      routes: {
        root: route('root', undefined, '', ['/assets/shell.js']),
        'routes/products': route('routes/products', 'root', 'products', ['/assets/list.js']),
        'routes/product': {
          ...route('routes/product', 'root', 'products/:productId', ['/assets/shell.js', '/assets/data.js']),
          clientLoaderModule: '/assets/product-loader.js',
        },
      },
    };
    const found = pieceFiles(manifest as never);
    expect(found.modules).toEqual([
      '/assets/root.js',
      '/assets/shell.js',
      '/assets/routes/product.js',
      '/assets/product-loader.js',
      '/assets/data.js',
    ]);
    // words are named by route id (app/route-words); the test build has no word chunks' files
    expect(found.words).toEqual({ en: expect.any(Array), ar: expect.any(Array) });
  });
});
