import type { Env } from './parse-env';

// Checked and normalized by vite.config.ts (src/config/parse-env.ts) and baked in at build time.
export const env: Env = {
  API_URL: import.meta.env.VITE_API_URL,
  API_MOCKING: import.meta.env.VITE_API_MOCKING === 'on',
  PAYMENT_ORIGIN: import.meta.env.VITE_PAYMENT_ORIGIN || null,
  THIRD_PARTIES: import.meta.env.VITE_THIRD_PARTIES,
};
