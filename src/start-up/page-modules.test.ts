import { afterEach, describe, expect, it } from 'vitest';
import { preloadPageModules } from './page-modules';

// The SPA fallback names only the root's scripts: the page's modules and all their imports are preloaded at once
// from React Router's manifest (docs/decisions/0018), not found one import level at a time as the router starts.

afterEach(() => {
  delete window.__reactRouterContext;
  delete window.__reactRouterManifest;
  document.head.innerHTML = '';
});

function openFallback({ spaMode }: { spaMode: boolean }) {
  document.head.innerHTML = '<link rel="modulepreload" href="/assets/root.js">';
  window.__reactRouterContext = { isSpaMode: spaMode };
  window.__reactRouterManifest = {
    routes: {
      root: { id: 'root', path: '', module: '/assets/root.js', imports: ['/assets/shell.js'] },
      'routes/product': {
        id: 'routes/product',
        parentId: 'root',
        path: 'ar?/products/:productId',
        module: '/assets/product.js',
        clientLoaderModule: '/assets/product-loader.js',
        imports: ['/assets/shell.js', '/assets/photo.js'],
      },
    },
  };
}

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

describe('preloadPageModules', () => {
  it("preloads the fallback page's modules and their imports, each once, beside what the head names", () => {
    openFallback({ spaMode: true });
    preloadPageModules('/ar/products/7');
    expect(preloads()).toEqual([
      '/assets/root.js',
      '/assets/shell.js',
      '/assets/product.js',
      '/assets/product-loader.js',
      '/assets/photo.js',
    ]);
  });

  it('adds nothing to a prerendered page, whose HTML names its own modules', () => {
    openFallback({ spaMode: false });
    preloadPageModules('/ar/products/7');
    expect(preloads()).toEqual(['/assets/root.js']);
  });
});
