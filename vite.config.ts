/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { parseEnv } from './src/config/parse-env.ts';

/**
 * Production builds: the browser paints index.html (the header, and on / the home hero) before it fetches any
 * JavaScript. The entry script and its modulepreload links move into a tiny loader that adds them after the
 * first frame (or after 300 ms at the latest, for a tab opened in the background), so the first paint does
 * not share the network with ~200 kB of JavaScript (docs/decisions/0013).
 */
function paintBeforeScripts(): Plugin {
  return {
    name: 'tafseel:paint-before-scripts',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
        if (!entry) return html;
        const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
        let out = html.replace(entry[0], '');
        for (const link of preloads) out = out.replace(link[0], '');
        const loader = `<script>(function () {
        var started = false;
        function start() {
          if (started) return;
          started = true;
          ${JSON.stringify(preloads.map((l) => l[1]))}.forEach(function (href) {
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
        requestAnimationFrame(function () { setTimeout(start, 0); });
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
    plugins: [react(), tailwindcss(), paintBeforeScripts()],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
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
                name: 'app',
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
