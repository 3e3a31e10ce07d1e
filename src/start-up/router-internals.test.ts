import { afterEach, describe, expect, it } from 'vitest';
import {
  isRouteModuleLoaded,
  isSpaFallback,
  loadedRouteIds,
  manifestMatches,
  readRouterScript,
  ROUTE_MODULES_ASSIGNMENT,
  takeModulePreloads,
} from './router-internals';

// What start-up reads of React Router's internals, pinned (docs/decisions/0025): the three window globals, in the
// shape React Router 7 writes them, and the text of its module script. A router upgrade that changes them fails
// here and in tests/e2e/router-internals.spec.ts, which reads the same from a built page.

afterEach(() => {
  delete window.__reactRouterContext;
  delete window.__reactRouterManifest;
  delete window.__reactRouterRouteModules;
});

/** React Router's manifest as it writes it: routes by id, each naming its parent. */
function writeManifest() {
  window.__reactRouterManifest = {
    routes: {
      root: { id: 'root', path: '', module: '/assets/root.js', imports: ['/assets/chunk-a.js'] },
      'layouts/shop': { id: 'layouts/shop', parentId: 'root', module: '/assets/shop.js' },
      'routes/home': { id: 'routes/home', parentId: 'layouts/shop', index: true, module: '/assets/home.js' },
      'routes/product': {
        id: 'routes/product',
        parentId: 'layouts/shop',
        path: 'ar?/products/:productId',
        module: '/assets/product.js',
        clientLoaderModule: '/assets/product-loader.js',
        imports: ['/assets/chunk-b.js'],
      },
    },
  };
}

describe("React Router's window globals", () => {
  it('read the SPA fallback from __reactRouterContext.isSpaMode', () => {
    expect(isSpaFallback()).toBe(false);
    window.__reactRouterContext = { isSpaMode: false };
    expect(isSpaFallback()).toBe(false);
    window.__reactRouterContext = { isSpaMode: true };
    expect(isSpaFallback()).toBe(true);
  });

  it("read the loaded route modules' ids from __reactRouterRouteModules", () => {
    expect(loadedRouteIds()).toEqual([]);
    expect(isRouteModuleLoaded('routes/home')).toBe(false);
    window.__reactRouterRouteModules = {
      root: { handle: { i18n: ['common'] } },
      'routes/home': { handle: { i18n: ['home'] } },
      'routes/about': undefined,
    };
    expect(loadedRouteIds()).toEqual(['root', 'routes/home']);
    expect(isRouteModuleLoaded('routes/home')).toBe(true);
    expect(isRouteModuleLoaded('routes/about')).toBe(false);
  });

  it("match a path against __reactRouterManifest's routes, root first, with each route's files", () => {
    expect(manifestMatches('/')).toEqual([]);
    writeManifest();
    expect(manifestMatches('/ar/products/7').map((route) => route.id)).toEqual([
      'root',
      'layouts/shop',
      'routes/product',
    ]);
    expect(manifestMatches('/ar/products/7').at(-1)).toMatchObject({
      module: '/assets/product.js',
      clientLoaderModule: '/assets/product-loader.js',
      imports: ['/assets/chunk-b.js'],
    });
    expect(manifestMatches('/').map((route) => route.id)).toEqual(['root', 'layouts/shop', 'routes/home']);
  });
});

const routerScript =
  '<script type="module" async="">import "/assets/manifest-1.js";\n' +
  'import * as route0 from "/assets/root-1.js";\n' +
  'import * as route1_clientLoader from "/assets/product-client-loader-1.js";\n' +
  'import * as route1_main from "/assets/product-main-1.js";\n' +
  'const route1 = {...route1_clientLoader,...route1_main};\n' +
  '  \n' +
  'window.__reactRouterRouteModules = {"root":route0,"routes/product":route1};\n\n' +
  'import("/assets/entry.client-1.js");</script>';

describe("React Router's module script", () => {
  it('is read into its manifest, route modules, joined chunks, route modules object and entry', () => {
    const found = readRouterScript(`<body>${routerScript}</body>`, 'the test');
    expect(found).toEqual({
      script: routerScript,
      manifest: '/assets/manifest-1.js',
      routes: [
        { name: 'route0', href: '/assets/root-1.js' },
        { name: 'route1_clientLoader', href: '/assets/product-client-loader-1.js' },
        { name: 'route1_main', href: '/assets/product-main-1.js' },
      ],
      joins: [{ name: 'route1', parts: '{...route1_clientLoader,...route1_main}' }],
      modules: '{"root":route0,"routes/product":route1}',
      entry: '/assets/entry.client-1.js',
    });
    expect(routerScript).toContain(ROUTE_MODULES_ASSIGNMENT);
  });

  it('is absent from a page without one, and a script of another shape throws, naming who read it', () => {
    expect(readRouterScript('<body></body>', 'the test')).toBeUndefined();
    expect(() =>
      readRouterScript(routerScript.replace('import "/assets/manifest-1.js";', 'load();'), 'the test'),
    ).toThrow("React Router's module script has a shape the test does not know");
  });

  it("hands over the head's module preloads in their order, and the page without them", () => {
    const html =
      '<head><link rel="modulepreload" href="/assets/a.js"/><title>T</title>' +
      '<link rel="modulepreload" href="/assets/b.js"/></head>';
    expect(takeModulePreloads(html)).toEqual({
      page: '<head><title>T</title></head>',
      preloads: ['/assets/a.js', '/assets/b.js'],
    });
  });
});
