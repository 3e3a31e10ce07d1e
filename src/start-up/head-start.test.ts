import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from '@/testing/fake-browser';
import { addModulePreloads } from './module-preloads';
import {
  headStart,
  REFERRER_UNTIL_SCRIPTS,
  SLOW_START_MS,
  fallbackPreloads,
  PRELOAD_GATE,
  START_GATE,
  startAfterFirstPaint,
  startWhenAllowed,
} from './head-start';

const page =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="UTF-8"/><meta name="viewport" content="x"/>' +
  '<link rel="modulepreload" href="/assets/a.js"/><title>T</title><script>one()</script>' +
  '<link rel="preload" href="/assets/f.woff2" as="font"/><link rel="stylesheet" href="/assets/root.css"/>' +
  '<script>two()</script></head><body><script type="module">import("/assets/b.js")</script></body></html>';

describe('headStart', () => {
  it("puts the head's inline scripts right after the charset, before any link, in their order", () => {
    const html = headStart(page, { referrerUntilScripts: false });
    expect(html).toContain(
      '<head><meta charSet="UTF-8"/><script>one()</script><script>two()</script><link rel="stylesheet"',
    );
    expect(html.indexOf('<script>one()')).toBeLessThan(html.indexOf('<link'));
    expect(html.match(/<script>one\(\)<\/script>/g)).toHaveLength(1);
    // the body's scripts stay where they are
    expect(html).toContain('<body><script type="module">import("/assets/b.js")</script></body>');
    expect(html).not.toContain('referrer');
  });

  it('asks for the stylesheet before any preload, right after the scripts', () => {
    const html = headStart(page, { referrerUntilScripts: false });
    expect(html).toContain(
      '<script>two()</script><link rel="stylesheet" href="/assets/root.css"/><meta name',
    );
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
    expect(html.indexOf('rel="stylesheet"')).toBeLessThan(html.indexOf('rel="modulepreload"'));
    expect(html.indexOf('rel="stylesheet"')).toBeLessThan(html.indexOf('rel="preload"'));
  });

  it('starts the SPA fallback with no Referer until its first script has run', () => {
    const html = headStart(page, { referrerUntilScripts: true });
    expect(html).toContain(`<meta charSet="UTF-8"/>${REFERRER_UNTIL_SCRIPTS}<script>one()</script>`);
  });

  it('leaves a page without a charset or a head as it is', () => {
    expect(headStart('<html><body>x</body></html>', { referrerUntilScripts: true })).toBe(
      '<html><body>x</body></html>',
    );
  });
});

// React Router's module script, as `Scripts` writes it into a prerendered page.
const routerScript =
  '<script type="module" async="">import "/assets/manifest-1.js";\n' +
  'import * as route0 from "/assets/root-1.js";\n' +
  'import * as route1 from "/assets/home-1.js";\n' +
  '  \n  window.__reactRouterRouteModules = {"root":route0,"app/routes/home":route1};\n\n' +
  'import("/assets/entry.client-1.js");</script>';
const routerPage =
  '<html><head><meta charSet="UTF-8"/><link rel="stylesheet" href="/assets/root.css"/>' +
  '<link rel="modulepreload" href="/assets/words-1.js"/><link rel="modulepreload" href="/assets/shell-1.js"/>' +
  '<link rel="preload" href="/assets/f.woff2" as="font"/></head><body><main>Page</main>' +
  `<script>window.__reactRouterContext = {};</script>${routerScript}</body></html>`;

const moduleScript = (html: string) => /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
const slowStartScript = (html: string) =>
  /<link rel="stylesheet"[^>]*\/><script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

/**
 * A rewritten page's two scripts run in a fake browser: the head's, once the stylesheet is in (`ms` after the
 * navigation began), then the router's module script at the end of the body.
 */
function runPage(b: ReturnType<typeof fakeBrowser>, html: string, ms = 40) {
  const page = startAfterFirstPaint(html);
  b.at(ms);
  b.run(slowStartScript(page));
  b.run(moduleScript(page));
}

/** A page's rewritten script run in a fake browser that has painted: what it imported, once it started the entry. */
async function startedAfterPaint(html: string) {
  const b = fakeBrowser();
  runPage(b, html);
  b.paint();
  b.frame();
  b.tasks();
  await vi.waitFor(() => expect(b.imported).toContain('/assets/entry.client-1.js'));
  return b;
}

describe('startAfterFirstPaint', () => {
  it('takes the module preloads out of the page and keeps its other links', () => {
    const html = startAfterFirstPaint(routerPage);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(html).toContain('<link rel="preload" href="/assets/f.woff2" as="font"/>');
    expect(html).not.toContain('async=""');
    // React Router's build looks for this assignment in the SPA fallback.
    expect(html).toContain('window.__reactRouterRouteModules =');
  });

  it('asks for nothing until the first contentful paint is on the screen, then preloads every file and starts the router', async () => {
    const b = fakeBrowser();
    runPage(b, routerPage);
    b.frame();
    b.tasks();
    expect(b.appended).toEqual([]);
    expect(b.imported).toEqual([]);
    b.paint();
    b.frame();
    b.tasks();
    expect(b.appended).toEqual(['modulepreload /assets/words-1.js', 'modulepreload /assets/shell-1.js']);
    await vi.waitFor(() => expect(b.imported).toContain('/assets/entry.client-1.js'));
    expect(b.imported).toEqual([
      '/assets/manifest-1.js',
      '/assets/root-1.js',
      '/assets/home-1.js',
      '/assets/entry.client-1.js',
    ]);
    expect(b.window.__reactRouterRouteModules).toEqual({
      root: { href: '/assets/root-1.js' },
      'app/routes/home': { href: '/assets/home-1.js' },
    });
  });

  it("makes a price formatter in the page's language while its scripts are on their way, not as it hydrates (decision 0037)", async () => {
    for (const [lang, locale] of [
      ['en', 'en'],
      ['ar', 'ar-u-nu-latn'],
    ] as const) {
      const b = fakeBrowser({ lang });
      runPage(b, routerPage);
      b.frame();
      b.tasks();
      expect(b.numberFormats).toEqual([]);
      b.paint();
      b.frame();
      b.tasks();
      expect(b.appended).toHaveLength(2);
      expect(b.numberFormats).toEqual([]);
      // a task of its own, after the scripts have been asked for
      b.tasks();
      expect(b.numberFormats).toEqual([locale]);
      await vi.waitFor(() => expect(b.imported).toContain('/assets/entry.client-1.js'));
    }
  });

  it("puts a route split into chunks back together as React Router does (a piece's page: its clientLoader apart)", async () => {
    const split = routerPage.replace(
      routerScript,
      '<script type="module" async="">import "/assets/manifest-1.js";\n' +
        'import * as route0 from "/assets/root-1.js";\n' +
        'import * as route1_clientLoader from "/assets/product-client-loader-1.js";\n' +
        'import * as route1_main from "/assets/product-main-1.js";\n' +
        'const route1 = {...route1_clientLoader,...route1_main};\n' +
        '  \n  window.__reactRouterRouteModules = {"root":route0,"app/routes/product":route1};\n\n' +
        'import("/assets/entry.client-1.js");</script>',
    );
    const b = await startedAfterPaint(split);
    expect(b.imported).toEqual([
      '/assets/manifest-1.js',
      '/assets/root-1.js',
      '/assets/product-client-loader-1.js',
      '/assets/product-main-1.js',
      '/assets/entry.client-1.js',
    ]);
    expect(b.window.__reactRouterRouteModules).toEqual({
      root: { href: '/assets/root-1.js' },
      // the fake's modules are { href }: the main chunk's, spread last, as React Router spreads them
      'app/routes/product': { href: '/assets/product-main-1.js' },
    });
    // a join it does not know fails the build
    expect(() =>
      startAfterFirstPaint(split.replace('{...route1_clientLoader,...route1_main}', 'merge(route1_main)')),
    ).toThrow(/shape|joins/);
  });

  it('starts at once in a background tab, which paints nothing', async () => {
    const b = fakeBrowser({ hidden: true });
    runPage(b, routerPage);
    await vi.waitFor(() => expect(b.imported).toContain('/assets/entry.client-1.js'));
  });

  it('puts its preloads in a script right after the stylesheet, which runs once the stylesheet is in', () => {
    const html = startAfterFirstPaint(routerPage);
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/root.css"\/><script>\(function/);
    expect(slowStartScript(html)).toContain('["/assets/words-1.js","/assets/shell-1.js"]');
    // a page without a stylesheet has it at the end of its head
    const bare = startAfterFirstPaint(
      routerPage.replace('<link rel="stylesheet" href="/assets/root.css"/>', ''),
    );
    expect(bare).toMatch(/<script>\(function((?!<\/script>)[\s\S])*<\/script><\/head>/);
  });

  it('preloads every file as soon as the stylesheet is in when that took the slow mark or more (a slow phone), and once', async () => {
    const b = fakeBrowser();
    runPage(b, routerPage, SLOW_START_MS + 200);
    expect(b.appended).toEqual(['modulepreload /assets/words-1.js', 'modulepreload /assets/shell-1.js']);
    expect(b.imported).toEqual([]);
    // the router still waits for the paint to import, and preloads nothing twice
    b.paint();
    b.frame();
    b.tasks();
    await vi.waitFor(() => expect(b.imported).toContain('/assets/entry.client-1.js'));
    expect(b.appended).toHaveLength(2);
  });

  it('preloads at the slow mark a page that has not painted by then, and leaves one that has to its paint', () => {
    const slow = fakeBrowser();
    runPage(slow, routerPage, 100);
    slow.tasks(SLOW_START_MS - 101);
    expect(slow.appended).toEqual([]);
    slow.tasks(SLOW_START_MS - 100);
    expect(slow.appended).toEqual(['modulepreload /assets/words-1.js', 'modulepreload /assets/shell-1.js']);

    const fast = fakeBrowser();
    runPage(fast, routerPage, 100);
    fast.paint();
    fast.tasks(SLOW_START_MS);
    expect(fast.appended).toEqual([]); // the router's start, after the paint's frame, asks for them
    fast.frame();
    fast.tasks();
    expect(fast.appended).toEqual(['modulepreload /assets/words-1.js', 'modulepreload /assets/shell-1.js']);
  });

  it('fails on a router script of a shape it does not know, and leaves a page without one as it is', () => {
    expect(() =>
      startAfterFirstPaint(routerPage.replace('import("/assets/entry.client-1.js");', 'go();')),
    ).toThrow(/shape/);
    expect(startAfterFirstPaint('<html><body>x</body></html>')).toBe('<html><body>x</body></html>');
  });
});

describe('startWhenAllowed (the SPA fallback)', () => {
  it('keeps the preloads and starts the router at once when no head script holds it back', async () => {
    const page = startWhenAllowed(routerPage);
    expect(page).toContain('<link rel="modulepreload" href="/assets/shell-1.js"/>');
    const b = fakeBrowser();
    b.run(moduleScript(page));
    await vi.waitFor(() => expect(b.imported).toContain('/assets/entry.client-1.js'));
    expect(b.imported).toEqual([
      '/assets/manifest-1.js',
      '/assets/root-1.js',
      '/assets/home-1.js',
      '/assets/entry.client-1.js',
    ]);
  });

  it("starts the router when the head script's gate says (a piece's preview has painted), not before", async () => {
    const page = startWhenAllowed(routerPage);
    const b = fakeBrowser();
    let open: () => void = () => {};
    b.window[START_GATE] = (go: () => void) => (open = go);
    b.run(moduleScript(page));
    b.frame();
    b.tasks();
    expect(b.imported).toEqual([]);
    open();
    await vi.waitFor(() => expect(b.imported).toContain('/assets/entry.client-1.js'));
  });
});

describe("the SPA fallback's module preloads", () => {
  const added = () =>
    [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

  it('are added at once, or when a head script before them says', () => {
    fallbackPreloads(['/assets/shell-1.js'], PRELOAD_GATE, addModulePreloads);
    expect(added()).toEqual(['/assets/shell-1.js']);
    document.head.replaceChildren();

    let open: () => void = () => {};
    (window as unknown as Record<string, unknown>)[PRELOAD_GATE] = (go: () => void) => (open = go);
    fallbackPreloads(['/assets/shell-1.js', '/assets/words-1.js'], PRELOAD_GATE, addModulePreloads);
    expect(added()).toEqual([]);
    open();
    expect(added()).toEqual(['/assets/shell-1.js', '/assets/words-1.js']);
    delete (window as unknown as Record<string, unknown>)[PRELOAD_GATE];
    document.head.replaceChildren();
  });
});
