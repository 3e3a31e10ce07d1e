// @vitest-environment node
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve } from '../scripts/bench/serve.mjs';
import { standInApi } from '../scripts/bench/stand-in-api.mjs';
import { hashSource, writeCspInclude } from '../scripts/csp-hashes.mjs';
import arCatalog from '../src/locales/ar/catalog';
import arContent from '../src/locales/ar/content';
import arHome from '../src/locales/ar/home';
import enCatalog from '../src/locales/en/catalog';
import enContent from '../src/locales/en/content';
import enHome from '../src/locales/en/home';
import { SLOW_START_MS } from '../src/start-up/head-start';

// The production build (react-router build, mocking off): what it prerenders, what the pages load, and that it
// carries none of the mock API. Its catalog's pages are prerendered from a stand-in of the API (the bench's: 24
// pieces, PRERENDER_API_URL), as a deploy prerenders them from the shop's.
// Inside the project: the build's server half (deleted after prerendering) resolves packages from here.
mkdirSync('build-e2e', { recursive: true });
const buildDir = mkdtempSync(join(process.cwd(), 'build-e2e', 'bundle-'));
const client = join(buildDir, 'client');
let files: { name: string; text: string }[] = [];

beforeAll(async () => {
  const api = await serve({ root: buildDir, api: standInApi });
  await promisify(execFile)('npx', ['react-router', 'build', '--mode', 'production'], {
    env: {
      ...process.env,
      PRERENDER_API_URL: `${api.url}/api/v1`,
      SITE_URL: '',
      SHOP_BUILD_DIR: buildDir,
      VITE_API_MOCKING: 'off',
      VITEST: '',
      NODE_ENV: 'production',
    },
  }).finally(() => api.close());
  const assets = readdirSync(join(client, 'assets')).filter((f) => f.endsWith('.js'));
  files = assets.map((name) => ({ name, text: readFileSync(join(client, 'assets', name), 'utf8') }));
}, 300_000);

afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

const page = (path: string) => readFileSync(join(client, path.replace(/^\//, ''), 'index.html'), 'utf8');
/**
 * The router's module script: on a prerendered page it preloads and imports the page's scripts after the first
 * paint (start-up/head-start); the SPA fallback's imports them at once or, at a piece's address, once its preview
 * has painted, and a head script adds its preloads (fallbackPreloads).
 */
const moduleScriptOf = (html: string) =>
  /<script type="module"(?: async="")?>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
/** The head's script after the stylesheet, which holds a prerendered page's preloads (start-up/head-start). */
const slowStartOf = (html: string) =>
  /<link rel="stylesheet"[^>]*\/><script>(\(function[\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
/** The scripts a page names itself: those its scripts preload and import, and its module preloads. */
function scriptsOf(html: string): string[] {
  const named = [...`${slowStartOf(html)}${moduleScriptOf(html)}`.matchAll(/"\/assets\/([\w.-]+\.js)"/g)].map(
    (m) => m[1]!,
  );
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="\/assets\/([\w.-]+\.js)"/g)].map(
    (m) => m[1]!,
  );
  return [...new Set([...named, ...preloads])];
}

/** What a page loads before anything else: the scripts it names and, to the end, what those import statically. */
function firstLoadOf(html: string): string[] {
  const loaded = new Set<string>();
  const queue = scriptsOf(html);
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
    if (loaded.has(name)) continue;
    loaded.add(name);
    const text = files.find((f) => f.name === name)?.text ?? '';
    // `import{…}from"./x.js"`, `export{…}from"./x.js"` and `import"./x.js"`; not `import("./x.js")`, a lazy one
    for (const m of text.matchAll(/(?:\bfrom|\bimport)\s*"\.\/([\w.-]+\.js)"/g)) queue.push(m[1]!);
  }
  return [...loaded];
}

/**
 * Issue 10's budget for the JavaScript a visitor downloads on `/` (gzip, level 9 as `npm run bench` measures it):
 * this build's figure plus ~2%. In session 4 it grew from 154.9 to 165.0 kB unnoticed (the session-expiry
 * listener pulled TanStack Query's core into every page); raise it only for something every first page needs.
 * Issue 22's goal is 2.1× the bare React app (about 138.6 kB, `npm run bench`): not met yet (decision 0027).
 */
// Raised in session 12 for issue 23.6, which every page needs: the header's search (the shell grew by 0.5 kB),
// and on the home page the category tiles' first tile (a link before scripts) and the lazy parts' wrappers.
const HOME_FIRST_LOAD_GZIP_BUDGET = 156_300; // 153,195 B (149.6 kB, 12 files: scripts/first-load-chunks.ts) + 2%

type Words = { en: string; ar: string };
const headings: [path: string, h1: Words][] = [
  ['/', { en: enHome.home.title, ar: arHome.home.title }],
  ['/about-us', { en: enContent.about.title, ar: arContent.about.title }],
  ['/contact-us', { en: enContent.contact.title, ar: arContent.contact.title }],
  ['/privacy-policy', { en: enContent.privacy.title, ar: arContent.privacy.title }],
  ['/terms&conidtions', { en: enContent.terms.title, ar: arContent.terms.title }],
  ['/how-it-works', { en: enContent.howItWorks.title, ar: arContent.howItWorks.title }],
  ['/how-to-measure', { en: enContent.howToMeasure.title, ar: arContent.howToMeasure.title }],
  ['/faqs', { en: enContent.faqs.title, ar: arContent.faqs.title }],
  ['/size-guide', { en: enContent.sizeGuide.title, ar: arContent.sizeGuide.title }],
  ['/size-chart', { en: enContent.sizeChart.title, ar: arContent.sizeChart.title }],
  ['/products', { en: enCatalog.list.title, ar: arCatalog.list.title }],
  ['/not-found', { en: enContent.notFound.title, ar: arContent.notFound.title }],
];
const twin = (path: string) => (path === '/' ? '/ar' : `/ar${path}`);

describe('the prerendered pages', () => {
  it.each(headings)(
    '%s is prerendered in English and Arabic, each with its <h1>, lang, dir and twin',
    (path, h1) => {
      const titles = new Set<string>();
      for (const lang of ['en', 'ar'] as const) {
        const html = page(lang === 'en' ? path : twin(path));
        const { document } = new JSDOM(html).window;
        expect(document.documentElement.lang).toBe(lang);
        expect(document.documentElement.dir).toBe(lang === 'ar' ? 'rtl' : 'ltr');
        expect(document.querySelector('h1')?.textContent).toBe(h1[lang]);
        // Its own title and description, in its language (the route module's meta).
        expect(document.title).toMatch(lang === 'ar' ? / — تفصيل$/ : / — Tafseel$/);
        titles.add(document.title);
        expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
        const alternates = [...document.querySelectorAll('link[rel="alternate"]')].map((l) => [
          l.getAttribute('hreflang'),
          l.getAttribute('href'),
        ]);
        expect(alternates).toEqual(
          expect.arrayContaining([
            ['en', `https://tafseel.example${path}`],
            ['ar', `https://tafseel.example${twin(path)}`],
            ['x-default', `https://tafseel.example${path}`],
          ]),
        );
        // No copy of a page kept by hand.
        expect(document.querySelectorAll('template')).toHaveLength(0);
        const scripts = scriptsOf(html);
        expect(scripts.some((s) => s.startsWith('entry.client-'))).toBe(true);
        for (const script of scripts) expect(existsSync(join(client, 'assets', script)), script).toBe(true);
      }
      expect(titles.size).toBe(2);
    },
  );

  it("names the page's words among its scripts, in its language only (the Arabic words have every key)", () => {
    // The chunk that holds a text: the words of one language and namespace (src/lib/i18n.ts).
    const chunkWith = (text: string) => {
      const found = files.filter((f) => f.text.includes(text)).map((f) => f.name);
      expect(found, text).toHaveLength(1);
      return found[0]!;
    };
    const home = { en: chunkWith(enHome.home.title), ar: chunkWith(arHome.home.title) };
    const catalog = { en: chunkWith(enCatalog.list.title), ar: chunkWith(arCatalog.list.title) };
    expect(scriptsOf(page('/'))).toEqual(expect.arrayContaining([home.en]));
    expect(scriptsOf(page('/'))).not.toContain(home.ar);
    expect(scriptsOf(page('/ar'))).toEqual(expect.arrayContaining([home.ar]));
    expect(scriptsOf(page('/ar'))).not.toContain(home.en);
    expect(scriptsOf(page('/products'))).toEqual(expect.arrayContaining([catalog.en]));
    expect(scriptsOf(page('/ar/products'))).toEqual(expect.arrayContaining([catalog.ar]));
    expect(scriptsOf(page('/ar/products'))).not.toContain(catalog.en);
    // The SPA fallback serves every other path: none of one page's words.
    const fallback = scriptsOf(readFileSync(join(client, '__spa-fallback.html'), 'utf8'));
    expect(fallback).not.toContain(home.en);
  });

  it('asks for no script before its first paint: no module preload in the HTML, the router started after a frame', () => {
    for (const path of ['/', '/ar', '/products', '/size-guide']) {
      const html = page(path);
      expect(html, path).not.toContain('<link rel="modulepreload"');
      expect(html, path).not.toMatch(/<script type="module" async/);
      const script = moduleScriptOf(html);
      expect(script, path).toContain('first-contentful-paint');
      expect(script, path).toContain('window.__shopPreload()');
      // the preloads, in the head's script after the stylesheet: at once only on a load slow to paint
      const slowStart = slowStartOf(html);
      expect(slowStart, path).toContain('modulepreload');
      expect(slowStart, path).toContain(`],${SLOW_START_MS},`);
      expect(slowStart, path).toContain('first-contentful-paint');
      // Every script it names is a file of the build.
      for (const name of scriptsOf(html)) expect(existsSync(join(client, 'assets', name)), name).toBe(true);
    }
    // The SPA fallback paints a spinner, no content: its files are asked for at once, and its scripts start at
    // once unless its head script holds them for a piece's preview (start-up/piece-answer-script).
    const fallback = readFileSync(join(client, '__spa-fallback.html'), 'utf8');
    // its module preloads are a head script's (start-up/head-start fallbackPreloads), every file of the build
    expect(fallback).not.toContain('<link rel="modulepreload"');
    expect(fallback).toContain('__shopPreloadWhen');
    const head = fallback.slice(0, fallback.indexOf('</head>'));
    const named = [...head.matchAll(/"\/assets\/([\w.-]+\.js)"/g)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(5);
    for (const name of named) expect(existsSync(join(client, 'assets', name)), name).toBe(true);
    const fallbackScript = moduleScriptOf(fallback);
    expect(fallbackScript).toContain('window.__shopStartWhen||function(go){go()}');
    expect(fallbackScript).toContain('window.__reactRouterRouteModules =');
    for (const name of scriptsOf(fallback)) expect(existsSync(join(client, 'assets', name)), name).toBe(true);
  });

  it('asks for the stylesheet first and preloads no font: the faces come after the first paint', () => {
    for (const path of ['/', '/ar', '/products', '/ar/products']) {
      const html = page(path);
      const { document } = new JSDOM(html).window;
      const links = [...document.head.querySelectorAll('link')];
      expect(
        links.findIndex((link) => link.rel === 'stylesheet'),
        path,
      ).toBe(links.findIndex((link) => link.rel !== 'icon'));
      expect(document.head.querySelectorAll('link[as="font"]'), path).toHaveLength(0);
      // start-up/web-fonts: the six faces, added by the head's script once the first paint is on the screen
      const fonts = [...document.head.querySelectorAll('script:not([src])')].find((script) =>
        script.textContent?.includes('FontFace'),
      );
      expect(fonts?.textContent, path).toContain('first-contentful-paint');
      const files = [...(fonts?.textContent ?? '').matchAll(/"\/assets\/([\w.-]+\.woff2)"/g)].map(
        (m) => m[1]!,
      );
      expect(files, path).toHaveLength(6);
      for (const file of files) expect(existsSync(join(client, 'assets', file)), file).toBe(true);
    }
  });

  it("puts the collection's filters in the HTML, its search a GET form", () => {
    const { document } = new JSDOM(page('/products')).window;
    expect(document.querySelector('[role="search"] input[type="search"]')).not.toBeNull();
    const form = document.querySelector<HTMLFormElement>('[role="search"] form');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/products');
    expect(form?.querySelector('input[type="search"]')?.getAttribute('name')).toBe('q');
    const arForm = new JSDOM(page('/ar/products')).window.document.querySelector('[role="search"] form');
    expect(arForm?.getAttribute('action')).toBe('/ar/products');
  });

  it('writes the SPA fallback for every other path, with its scripts', () => {
    const fallback = readFileSync(join(client, '__spa-fallback.html'), 'utf8');
    expect(scriptsOf(fallback).some((s) => s.startsWith('entry.client-'))).toBe(true);
    // One file for every other path: it names no canonical address or twin, which it cannot know.
    expect(fallback).not.toMatch(/rel="(canonical|alternate)"/);
    // a piece the catalog did not have at build time opens through it too
    expect(existsSync(join(client, 'products', '25'))).toBe(false);
    expect(existsSync(join(client, 'products', '0'))).toBe(false);
  });
});

describe("the catalog's pieces, prerendered from its API (decision 0028)", () => {
  const piece = (id: number) =>
    standInApi({} as never, new URL(`http://x/api/v1/products/${id}`))?.body as {
      product: { p_name: Words; p_price: number };
    };

  it.each([1, 12, 24])('/products/%i paints the piece, in both languages, before any script', (id) => {
    const { product } = piece(id);
    for (const lang of ['en', 'ar'] as const) {
      const html = page(lang === 'en' ? `/products/${id}` : `/ar/products/${id}`);
      const { document } = new JSDOM(html).window;
      expect(document.documentElement.lang).toBe(lang);
      expect(document.querySelector('h1')?.textContent).toBe(product.p_name[lang]);
      expect(document.title).toContain(product.p_name[lang]);
      // its price in the build's currency, marked so that a shopper of another country never sees it
      const price = document.querySelector('[data-testid="product-price"]');
      expect(price?.getAttribute('data-currency')).toBe('BHD');
      expect(/\d[\d,]*\.\d{3}/.exec(price?.textContent ?? '')?.[0]).toBe(product.p_price.toFixed(3));
      // her choices and Add to cart are offered once the page's scripts are there to take them
      const choices = document.querySelector('#product-choices fieldset');
      expect(choices?.hasAttribute('disabled')).toBe(true);
      expect(choices?.querySelectorAll('input').length).toBeGreaterThan(0);
      // started after the first paint, as every prerendered page (the route's loader and main chunks)
      expect(html).not.toContain('<link rel="modulepreload"');
      expect(moduleScriptOf(html)).toMatch(/product-client-loader-[\w-]+\.js/);
    }
  });

  it("/products paints the catalog's newest pieces, their prices marked, and its pager's links, before any script (decision 0036)", () => {
    const list = standInApi({} as never, new URL('http://x/api/v1/products?sort=newest&page=1&pageSize=12'))
      ?.body as { products: { id: number; p_name: Words; currency: string }[]; total: number };
    expect(list.products).toHaveLength(12);
    for (const lang of ['en', 'ar'] as const) {
      const prefix = lang === 'ar' ? '/ar' : '';
      const { document } = new JSDOM(page(`${prefix}/products`)).window;
      const built = document.querySelector('[data-built-list]');
      expect([...(built?.querySelectorAll('h2') ?? [])].map((h) => h.textContent)).toEqual(
        list.products.map((p) => p.p_name[lang]),
      );
      for (const p of list.products)
        expect(built?.querySelector(`a[href="${prefix}/products/${p.id}"]`), `${p.id}`).not.toBeNull();
      // every price in the build's currency, marked so that a shopper of another country never sees it
      expect(built?.querySelectorAll('[data-currency="BHD"]')).toHaveLength(12);
      expect(built?.querySelector(`a[href="${prefix}/products?page=2"]`)).not.toBeNull();
      // an address asking for another page is marked before the first paint, so the build's cards stay unseen
      const heads = [...document.head.querySelectorAll('script:not([src])')].map((s) => s.textContent ?? '');
      expect(heads.some((text) => text.includes('data-list-query'))).toBe(true);
    }
  });

  // root.tsx's HeadScript (decision 0038): each runs from the HTML, before the page's own scripts, and the browser's
  // bundle carries none of their text. A piece of each script's text that nothing else in the shop writes: its
  // arguments as JSON where it has some (start-up/inline-script), else a piece of its minified code.
  it.each([
    ['the Google callback', '],"__authCallback")'],
    ['the session-storage stand-in', 'Object.defineProperty(window,"sessionStorage"'],
    ['the language redirect', ',"/ar","lang","language")'],
    ['the country chosen before the scripts', '"data-country-switch","shop:started")'],
    ["the collection's address", '["q","category","sort","page"],"data-list-query")'],
    ['the faces', 'document.fonts.add(new FontFace('],
  ])(
    "writes the head's script for %s into every page, and into none of the browser's scripts",
    (_what, marker) => {
      for (const path of ['/', '/ar', '/products', '/ar/products/1'])
        expect(page(path), path).toContain(marker);
      expect(readFileSync(join(client, '__spa-fallback.html'), 'utf8')).toContain(marker);
      expect(files.filter((f) => f.text.includes(marker)).map((f) => f.name)).toEqual([]);
    },
  );

  it("keeps the build's loaders and their API address out of the browser's scripts", () => {
    for (const marker of ['PRERENDER_API_URL', 'getProductAtBuild', 'getProductsAtBuild', '127.0.0.1']) {
      expect(
        files.filter((f) => f.text.includes(marker)).map((f) => f.name),
        marker,
      ).toEqual([]);
    }
  });
});

describe('production bundle with mocking off', () => {
  it.each([
    ['the MSW worker', 'mockServiceWorker'],
    ['MSW itself', 'setupWorker'],
    ['the seeded customer', 'noora@example.com'],
    ['the seeded password', 'Tafseel#2026'],
    ['the mock database', 'mtm-mock-db'],
    ['the stand-in Google page', 'Mock API: this page stands in for Google'],
    ["React Query's devtools", 'ReactQueryDevtools'],
  ])('contains none of %s', (_what, marker) => {
    const hits = files.filter((f) => f.text.includes(marker)).map((f) => f.name);
    expect(hits).toEqual([]);
  });

  it('has no MSW service worker file (only a build with the mock on gets one)', () => {
    expect(existsSync(join(client, 'mockServiceWorker.js'))).toBe(false);
  });

  it("lists every page's inline scripts in the CSP include that npm run build writes (deploy/nginx.conf)", async () => {
    const { pages, outFile } = await writeCspInclude(client, join(buildDir, 'nginx', 'csp.conf'));
    const include = readFileSync(outFile, 'utf8');
    expect(pages.length).toBeGreaterThan(20);
    for (const file of pages) {
      const { document } = new JSDOM(readFileSync(file, 'utf8')).window;
      const inline = [...document.querySelectorAll('script:not([src])')];
      expect(inline.length, file).toBeGreaterThan(0);
      for (const script of inline) expect(include, file).toContain(hashSource(script.textContent ?? ''));
    }
  });

  it("keeps the Arabic resources and the account area out of the English home page's first load", () => {
    const firstLoad = scriptsOf(page('/'));
    const loaded = files.filter((f) => firstLoad.includes(f.name));
    expect(loaded.length).toBe(firstLoad.length);
    for (const file of loaded) {
      expect(file.text, file.name).not.toContain('تسجيل الدخول');
      expect(file.text, file.name).not.toContain('الأسئلة الشائعة');
      expect(file.name).not.toMatch(/^(login|register|profile|dashboard|guards|api-client)-/);
    }
    expect(files.some((f) => f.text.includes('تسجيل الدخول'))).toBe(true);
  });

  it("keeps the home page's first load within its gzip budget and 12 files, and TanStack Query's core out of it", () => {
    const firstLoad = firstLoadOf(page('/'));
    const loaded = files.filter((f) => firstLoad.includes(f.name));
    expect(loaded.length).toBe(firstLoad.length);
    // Issue 22: at most 12 script files (scripts/first-load-chunks.ts); the page names them all itself.
    expect(loaded.length, firstLoad.join(', ')).toBeLessThanOrEqual(12);
    expect(new Set(scriptsOf(page('/')))).toEqual(new Set(firstLoad));
    // The query cache loads with the first screen or widget that has data (lib/query-client-slot.ts).
    for (const file of loaded) expect(file.text, file.name).not.toContain('Missing queryFn');
    expect(files.some((f) => f.text.includes('Missing queryFn'))).toBe(true);
    const sizes = loaded.map((f) => ({ name: f.name, gzip: gzipSync(f.text, { level: 9 }).length }));
    const total = sizes.reduce((sum, f) => sum + f.gzip, 0);
    const list = sizes.map((f) => `${f.gzip} ${f.name}`).join(', ');
    expect(total, `${sizes.length} files: ${list}`).toBeLessThanOrEqual(HOME_FIRST_LOAD_GZIP_BUDGET);
  });
});
