// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';

// A production build with mocking off must carry none of the mock API: no MSW, no seeded accounts, no
// mock database. And the first page must not carry the Arabic resources: they load only when chosen.
const outDir = mkdtempSync(join(tmpdir(), 'shop-bundle-'));
let files: { name: string; text: string }[] = [];
let firstLoad: string[] = [];
let html = '';

beforeAll(async () => {
  const previous = process.env.VITE_API_MOCKING;
  process.env.VITE_API_MOCKING = 'off';
  try {
    await build({
      root: process.cwd(),
      mode: 'production',
      logLevel: 'error',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    if (previous === undefined) delete process.env.VITE_API_MOCKING;
    else process.env.VITE_API_MOCKING = previous;
  }
  const assets = readdirSync(join(outDir, 'assets')).filter((f) => f.endsWith('.js'));
  files = assets.map((name) => ({ name, text: readFileSync(join(outDir, 'assets', name), 'utf8') }));
  html = readFileSync(join(outDir, 'index.html'), 'utf8');
  // Every script index.html's loader adds for an English shopper opening the home page: the entry, its
  // preloads, and the early chunks of the rules that match '/' (docs/decisions/0012, 0014).
  const entry = /script\.src = "\/assets\/([\w.-]+\.js)"/.exec(html)?.[1];
  const preloads = JSON.parse(/var hrefs = (\[[^\]]*\]);/.exec(html)?.[1] ?? '[]') as string[];
  const rules = JSON.parse(/(\[\["[^\n]*?\]\])\.forEach/.exec(html)?.[1] ?? '[]') as [
    string,
    Record<'en' | 'ar', string[]>,
  ][];
  const early = rules.filter(([path]) => new RegExp(path).test('/')).flatMap(([, byLang]) => byLang.en);
  firstLoad = [entry, ...preloads, ...early].map((href) => String(href).replace(/^\/?assets\//, ''));
}, 180_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('production bundle with mocking off', () => {
  it('was built', () => {
    expect(files.length).toBeGreaterThan(3);
    expect(firstLoad.some((name) => name.startsWith('index-'))).toBe(true);
    expect(firstLoad.some((name) => name.startsWith('home-'))).toBe(true);
  });

  it.each([
    ['the MSW worker', 'mockServiceWorker'],
    ['MSW itself', 'setupWorker'],
    ['the seeded customer', 'noora@example.com'],
    ['the seeded password', 'Tafseel#2026'],
    ['the mock database', 'mtm-mock-db'],
    ['the stand-in Google page', 'Mock API: this page stands in for Google'],
  ])('contains none of %s', (_what, marker) => {
    const hits = files.filter((f) => f.text.includes(marker)).map((f) => f.name);
    expect(hits).toEqual([]);
  });

  it('keeps the Arabic resources out of what the first page loads', () => {
    const loaded = files.filter((f) => firstLoad.includes(f.name));
    expect(loaded.length).toBe(new Set(firstLoad).size);
    for (const file of loaded) {
      expect(file.text, file.name).not.toContain('تسجيل الدخول');
      expect(file.text, file.name).not.toContain('الأسئلة الشائعة');
    }
    expect(files.some((f) => f.text.includes('تسجيل الدخول'))).toBe(true);
  });

  describe("index.html's early request for a product page's piece", () => {
    // Runs the head's inline scripts as the browser would, with a stand-in window.
    function openAt(pathname: string, stored: Record<string, string>) {
      const requests: { url: string; headers: Record<string, string> }[] = [];
      const documentElement = { lang: 'en', dir: 'ltr' };
      const window: Record<string, unknown> = {
        location: { pathname },
        document: { documentElement },
        localStorage: { getItem: (key: string) => stored[key] ?? null },
        fetch: (url: string, init: { headers: Record<string, string> }) => {
          requests.push({ url, headers: init.headers });
          return Promise.resolve({ ok: true });
        },
      };
      window.window = window;
      const head = html.slice(0, html.indexOf('</head>'));
      for (const [, script] of head.matchAll(/<script>([\s\S]*?)<\/script>/g))
        runInNewContext(script!, window);
      return { requests, early: window.__tafseelEarlyProduct as Record<string, unknown> | undefined };
    }

    it('asks for the piece with the stored country and the page language, before the stylesheet', () => {
      const { requests, early } = openAt('/products/12', { language: 'ar', country: 'kw' });
      expect(requests).toEqual([
        {
          url: '/api/v1/products/12',
          headers: { Accept: 'application/json', 'X-Country-Code': 'kw', 'Accept-Language': 'ar' },
        },
      ]);
      expect(early).toMatchObject({ id: 12, country: 'kw', lang: 'ar' });
      expect(html.indexOf('__tafseelEarlyProduct')).toBeLessThan(html.indexOf('rel="stylesheet"'));
    });

    it('sends Bahrain when the stored country is not one of the six', () => {
      const { requests } = openAt('/products/3', { country: 'fr' });
      expect(requests[0]?.headers).toMatchObject({ 'X-Country-Code': 'bh', 'Accept-Language': 'en' });
    });

    it.each(['/', '/products', '/products/0', '/products/3/reviews', '/products/abc'])(
      'asks for nothing on %s',
      (pathname) => {
        expect(openAt(pathname, {}).requests).toEqual([]);
      },
    );
  });

  describe("index.html's pre-painted top of a product page", () => {
    // The built page in a DOM with its inline scripts running, a product answer standing in for the API.
    async function openProductPage(answer: Response, language = 'en') {
      const dom = new JSDOM(html, {
        url: 'http://shop.test/products/3',
        runScripts: 'dangerously',
        beforeParse(window) {
          window.localStorage.setItem('language', language);
          // The loader's start (the app's scripts) is left out: this is about what paints before them.
          Object.assign(window, { fetch: () => Promise.resolve(answer), requestAnimationFrame: () => 0 });
        },
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const boot = dom.window.document.getElementById('boot')!.cloneNode(true) as Element;
      dom.window.close();
      return boot;
    }
    const product = (name: Record<string, string>) =>
      Response.json({
        product: { p_name: name, p_category: { categoryName: { en: 'Abayas', ar: 'عبايات' } } },
      });

    it('paints the name and the category as soon as the answer arrives, in the page language', async () => {
      const boot = await openProductPage(product({ en: 'Layla abaya', ar: 'عباية ليلى' }), 'ar');
      expect(boot.querySelector('h1')?.textContent).toBe('عباية ليلى');
      expect(boot.querySelector('header p')?.textContent).toBe('عبايات');
      expect(boot.querySelector('nav li')?.textContent).toBe('المتجر');
    });

    it('paints what the answer says as text, never as markup', async () => {
      const boot = await openProductPage(product({ en: '<img src=x onerror=alert(1)>Layla' }));
      expect(boot.querySelector('h1')?.textContent).toBe('<img src=x onerror=alert(1)>Layla');
      expect(boot.querySelector('img')).toBeNull();
    });

    it.each([
      ['an error answer', Response.json({ message: { en: 'Not found' } }, { status: 404 })],
      ['an answer without a name', Response.json({ product: { p_name: 5 } })],
      ['a body that is not JSON', new Response('<html>', { status: 200 })],
    ])('paints nothing for %s', async (_case, answer) => {
      const boot = await openProductPage(answer);
      expect(boot.querySelector('h1')).toBeNull();
    });
  });
});
