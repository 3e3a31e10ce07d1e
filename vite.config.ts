/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import MagicString from 'magic-string';
import { defineConfig, loadEnv, type Plugin, type Rollup } from 'vite';
import { COUNTRY_CODES, DEFAULT_COUNTRY } from './src/config/countries.ts';
import { EARLY_PRODUCT_KEY } from './src/config/early-product.ts';
import { parseEnv } from './src/config/parse-env.ts';
import { productPagePattern } from './src/config/paths.ts';

type OutputBundle = Rollup.OutputBundle;

/**
 * The screens a page opens with, by path: their chunks are preloaded beside the entry's, so a page straight
 * from a link does not wait for the app's code before it asks for its own (docs/decisions/0014). `{lang}` is
 * the shopper's language. The collection's list is left out on purpose: it loads after the page's first paint.
 */
const EARLY_MODULES: [path: string, modules: string[]][] = [
  ['.*', ['src/locales/{lang}/common.ts']],
  ['^/$', ['src/app/routes/home.tsx', 'src/locales/{lang}/home.ts']],
  ['^/size-guide$', ['src/app/routes/size-guide.tsx', 'src/locales/{lang}/content.ts']],
  ['^/products$', ['src/app/routes/products.tsx', 'src/locales/{lang}/catalog.ts']],
  [
    productPagePattern.source,
    [
      'src/app/routes/product.tsx',
      'src/lib/data-layer.tsx',
      'src/features/catalog/api/prefetch-product.ts',
      'src/locales/{lang}/product.ts',
      'src/locales/{lang}/catalog.ts',
      'src/locales/{lang}/feedback.ts',
    ],
  ],
];

/**
 * React Router ships its build without pure annotations on its component definitions (`React.forwardRef(…)`,
 * `React.memo(…)`) and names them with top-level `X.displayName = …` writes. Both count as side effects, so the
 * components the shop never uses (`Form`, `fetcher.Form`, the data router's routes, …) and everything they call
 * stayed in the first load. This marks those calls pure and drops the name writes, which only React's
 * development tools read, so unused components shake out like any unused function (docs/decisions/0015).
 */
function shakeReactRouter(): Plugin {
  return {
    name: 'tafseel:shake-react-router',
    apply: 'build',
    transform(code, id) {
      if (!/\/node_modules\/react-router\/dist\/production\//.test(id)) return;
      const s = new MagicString(code);
      for (const m of code.matchAll(/\bReact\d*\.(?:forwardRef|memo)\(/g))
        s.appendLeft(m.index, '/* @__PURE__ */ ');
      for (const m of code.matchAll(/^[\w$.]+\.displayName = "[^"\n]*";$/gm))
        s.remove(m.index, m.index + m[0].length);
      return s.hasChanged() ? { code: s.toString(), map: s.generateMap({ hires: true }) } : undefined;
    },
  };
}

/** For each path pattern and language, the chunk files (with their static imports) of EARLY_MODULES. */
function earlyChunks(bundle: OutputBundle, entryFiles: string[]) {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const closure = (fileName: string, out: Set<string>) => {
    if (out.has(fileName) || entryFiles.includes(fileName)) return;
    out.add(fileName);
    const chunk = chunks.find((c) => c.fileName === fileName);
    chunk?.imports.forEach((f) => closure(f, out));
  };
  return EARLY_MODULES.map(([path, modules]) => {
    const byLang: Record<string, string[]> = {};
    for (const lang of ['en', 'ar']) {
      const files = new Set<string>();
      for (const module of modules) {
        const id = `/${module.replace('{lang}', lang)}`;
        const chunk = chunks.find((c) => c.moduleIds.some((m) => m.endsWith(id)));
        if (!chunk) throw new Error(`paintBeforeScripts: no chunk for ${id}`);
        closure(chunk.fileName, files);
      }
      byLang[lang] = [...files].map((f) => `/${f}`);
    }
    return [path, byLang] as const;
  });
}

/**
 * A product page opened from a link asks for its piece from index.html, while the scripts are still on their
 * way, instead of after they have run: the piece's name is the page's largest paint (docs/decisions/0015). Only
 * with the real API (a mocked build answers from its service worker, which is not running yet). The request
 * carries what the app's API client would send for a guest (the catalog is public): the stored country (the
 * default when it is not one of the six) and the page's language. `takeEarlyProduct` in the catalog feature
 * uses the answer only if both still match, and validates it like any other.
 */
function earlyProductScript(apiUrl: string): string {
  return `<script>
      try {
        (function () {
          var match = ${JSON.stringify(productPagePattern.source)};
          var id = new RegExp(match).exec(location.pathname);
          if (!id || !window.fetch) return;
          var country = localStorage.getItem('country');
          if (${JSON.stringify([...COUNTRY_CODES])}.indexOf(country) < 0) country = ${JSON.stringify(DEFAULT_COUNTRY)};
          var lang = document.documentElement.lang === 'ar' ? 'ar' : 'en';
          window.${EARLY_PRODUCT_KEY} = {
            id: Number(id[1]),
            country: country,
            lang: lang,
            response: fetch(${JSON.stringify(apiUrl)} + '/products/' + id[1], {
              headers: { Accept: 'application/json', 'X-Country-Code': country, 'Accept-Language': lang },
            }).catch(function () {
              return null;
            }),
          };
        })();
      } catch (e) {}
    </script>
  `;
}

function earlyProductRequest(apiUrl: string): Plugin {
  return {
    name: 'tafseel:early-product-request',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      // Before the stylesheet: a script after it would wait for the CSS. After the language script, whose
      // `<html lang>` it reads.
      handler: (html) => {
        const at = html.search(/<link rel="stylesheet"|<\/head>/);
        return `${html.slice(0, at)}${earlyProductScript(apiUrl)}${html.slice(at)}`;
      },
    },
  };
}

/**
 * Production builds: the browser paints index.html (the header, and on / the home hero) before it fetches any
 * JavaScript. The entry script and its modulepreload links move into a tiny loader that adds them after the
 * first contentful paint (the first frame where paint timing is missing; after 300 ms at the latest, for a tab
 * opened in the background), so the first paint does not share the network with the JavaScript
 * (docs/decisions/0013, 0015).
 */
function paintBeforeScripts(): Plugin {
  return {
    name: 'tafseel:paint-before-scripts',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
        if (!entry || !ctx.bundle) return html;
        const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
        const early = earlyChunks(
          ctx.bundle,
          [entry[1]!, ...preloads.map((l) => l[1]!)].map((href) => href.replace(/^\//, '')),
        );
        let out = html.replace(entry[0], '');
        for (const link of preloads) out = out.replace(link[0], '');
        const loader = `<script>(function () {
        var started = false;
        function start() {
          if (started) return;
          started = true;
          var lang = document.documentElement.lang === 'ar' ? 'ar' : 'en';
          var hrefs = ${JSON.stringify(preloads.map((l) => l[1]))};
          ${JSON.stringify(early)}.forEach(function (rule) {
            if (new RegExp(rule[0]).test(location.pathname)) hrefs = hrefs.concat(rule[1][lang]);
          });
          hrefs.forEach(function (href) {
            var link = document.createElement('link');
            link.rel = 'modulepreload';
            link.crossOrigin = '';
            link.href = href;
            document.head.appendChild(link);
          });
          var script = document.createElement('script');
          script.type = 'module';
          script.crossOrigin = '';
          script.src = ${JSON.stringify(entry[1])};
          document.head.appendChild(script);
        }
        // After the first contentful paint is on screen (not merely the first frame, whose text can reach
        // the screen after a task queued in it has already asked for the scripts).
        var paint = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
        if (paint && paint.indexOf('paint') >= 0) {
          new PerformanceObserver(function (list, observer) {
            if (!list.getEntriesByName('first-contentful-paint').length) return;
            observer.disconnect();
            setTimeout(start, 0);
          }).observe({ type: 'paint', buffered: true });
        } else {
          requestAnimationFrame(function () { setTimeout(start, 0); });
        }
        setTimeout(start, 300);
      })();</script>
  `;
        return out.replace('</body>', `${loader}</body>`);
      },
    },
  };
}

export default defineConfig(({ command, mode }) => {
  // Checked here (src/config/parse-env.ts) and baked in as constants: the browser gets no validator, and a
  // build with mocking off carries none of the mock code (`=== 'on'` becomes a constant, the import is dropped).
  const settings = parseEnv(loadEnv(mode, process.cwd(), 'VITE_'));
  const mocking =
    settings.API_MOCKING === undefined
      ? command === 'serve' && mode !== 'production'
        ? 'on'
        : 'off'
      : settings.API_MOCKING
        ? 'on'
        : 'off';

  return {
    plugins: [
      react(),
      tailwindcss(),
      shakeReactRouter(),
      paintBeforeScripts(),
      ...(mocking === 'on' ? [] : [earlyProductRequest(settings.API_URL)]),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        {
          find: /^use-sync-external-store\/shim$/,
          replacement: fileURLToPath(new URL('./src/lib/use-sync-external-store.ts', import.meta.url)),
        },
        // React Router 7's package exports only its development build (warnings and all); builds use its
        // production build, which ships beside it (docs/decisions/0014).
        ...(command === 'build'
          ? [
              {
                find: /^react-router$/,
                replacement: fileURLToPath(
                  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
                ),
              },
            ]
          : []),
      ],
    },
    define: {
      'import.meta.env.VITE_API_MOCKING': JSON.stringify(mocking),
      'import.meta.env.VITE_API_URL': JSON.stringify(settings.API_URL),
    },
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true },
    build: {
      target: 'es2022',
      sourcemap: false,
      // Every browser the shop supports preloads modules natively; the polyfill would be first-load weight.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          // Everything every page needs first (React, the router, i18next, the layout, the session) in one
          // chunk: one request, and one gzip stream compresses better than a dozen small ones. Screens, the
          // data layer and the translations stay split (docs/decisions/0014).
          codeSplitting: {
            groups: [
              {
                name: 'data',
                priority: 1,
                test: /(\/node_modules\/(@tanstack|axios|zod)\/|src\/lib\/(api-client|api-error|query-client|data-layer)\.tsx?$)/,
              },
              {
                name: 'app',
                priority: 2,
                test: /(^\0?rolldown\/runtime|\/node_modules\/(react-dom|scheduler)\/|src\/(app\/(router|providers)|lib\/(i18n|money)|components\/ui\/page-title|features\/content\/(utils\/business|hooks\/use-bhd))\.tsx?$)/,
              },
            ],
          },
        },
      },
    },
    test: {
      restoreMocks: true,
      testTimeout: 20_000,
      env: { VITE_API_MOCKING: 'on' },
      projects: [
        {
          extends: true,
          test: {
            name: 'shop',
            environment: 'jsdom',
            globals: true,
            setupFiles: ['./tests/setup.ts'],
            include: ['src/**/*.test.{ts,tsx}'],
            css: false,
          },
        },
        {
          extends: true,
          test: { name: 'bundle', environment: 'node', include: ['tests/*.test.ts'], testTimeout: 180_000 },
        },
      ],
    },
  };
});
