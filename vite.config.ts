/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { z } from 'zod';

const envSchema = z.object({
  VITE_API_URL: z
    .string()
    .trim()
    .min(1)
    .refine(
      (v) => v.startsWith('/') || /^https?:\/\//.test(v),
      'must be a path ("/api/v1") or an http(s) URL',
    )
    .default('/api/v1'),
  VITE_API_MOCKING: z.enum(['on', 'off']).optional(),
});

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
  const parsed = envSchema.safeParse(loadEnv(mode, process.cwd(), 'VITE_'));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid shop configuration (see .env.example):\n${lines}`);
  }
  // Mocking is decided at build time so that a build with it off carries none of the mock code:
  // `import.meta.env.VITE_API_MOCKING === 'on'` becomes a constant and the dynamic import is dropped.
  const mocking =
    parsed.data.VITE_API_MOCKING ?? (command === 'serve' && mode !== 'production' ? 'on' : 'off');

  return {
    plugins: [react(), tailwindcss(), paintBeforeScripts()],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    define: {
      'import.meta.env.VITE_API_MOCKING': JSON.stringify(mocking),
      'import.meta.env.VITE_API_URL': JSON.stringify(parsed.data.VITE_API_URL),
    },
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true },
    build: { target: 'es2022', sourcemap: false },
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
