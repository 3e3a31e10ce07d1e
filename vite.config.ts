/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
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
    plugins: [react(), tailwindcss()],
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
