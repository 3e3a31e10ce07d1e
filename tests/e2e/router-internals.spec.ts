import { expect, test } from './fixtures';

// src/start-up/router-internals.ts reads three globals React Router writes into every page and does not document
// (docs/decisions/0025-start-up-reads-react-router-globals.md): the manifest (to preload a fallback page's modules
// at once and to land a navigation where she clicked after a deploy), the loaded route modules (by their ids:
// app/route-words names the words to load before hydration) and the context (`isSpaMode`). A React Router update that
// renames or reshapes them must fail here, not quietly slow the first load or show keys instead of words.

type Shape = {
  spaMode: unknown;
  product: { module: unknown; clientLoaderModule: unknown; imports: unknown; parentId: unknown } | null;
  splitLoaders: unknown[];
  loadedIds: string[];
};

const read = () => (): Shape => {
  const w = window as unknown as {
    __reactRouterContext?: { isSpaMode?: unknown };
    __reactRouterManifest?: { routes: Record<string, Record<string, unknown>> };
    __reactRouterRouteModules?: Record<string, object | undefined>;
  };
  const routes = Object.values(w.__reactRouterManifest?.routes ?? {});
  const product = routes.find((route) => route.path === 'ar?/products/:productId') ?? null;
  return {
    spaMode: w.__reactRouterContext?.isSpaMode,
    product: product && {
      module: product.module,
      clientLoaderModule: product.clientLoaderModule,
      imports: product.imports,
      parentId: product.parentId,
    },
    // a route whose clientLoader is its own chunk (v8_splitRouteModules) names it here
    splitLoaders: routes.flatMap((route) =>
      'clientLoaderModule' in route ? [route.clientLoaderModule] : [],
    ),
    loadedIds: Object.entries(w.__reactRouterRouteModules ?? {}).flatMap(([id, module]) =>
      module ? [id] : [],
    ),
  };
};

test('React Router still writes the globals the entry reads, in the shape it reads them', async ({
  page,
}) => {
  // The SPA fallback (a product page is not prerendered): context in SPA mode, the whole manifest, the root's module
  await page.goto('/products/101');
  const fallback = await page.evaluate(read());
  expect(fallback.spaMode).toBe(true);
  expect(fallback.product).toEqual({
    module: expect.stringMatching(/^\/assets\/.+\.js$/),
    // the product page's loader is its own chunk, asked for beside the page's code (tests/e2e/product.spec.ts)
    clientLoaderModule: expect.stringMatching(/^\/assets\/.+\.js$/),
    imports: expect.arrayContaining([expect.stringMatching(/^\/assets\/.+\.js$/)]),
    parentId: expect.any(String),
  });
  expect(fallback.splitLoaders.length).toBeGreaterThan(0);
  for (const href of fallback.splitLoaders) expect(href).toMatch(/^\/assets\/.+\.js$/);
  expect(fallback.loadedIds).toContain('app/routes/product');

  // A prerendered page: its routes' modules are loaded before the entry runs, keyed by the ids that
  // app/route-words names their words by
  await page.goto('/products');
  const prerendered = await page.evaluate(read());
  expect(prerendered.loadedIds).toEqual(expect.arrayContaining(['root', 'app/routes/products']));
});
