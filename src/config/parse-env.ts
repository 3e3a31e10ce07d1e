import { z } from 'zod';

// The shop's settings (.env.example), checked when vite.config.ts builds or serves the shop. The browser
// gets the checked values baked in as constants (src/config/env.ts), so no validator ships to it.
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
  // The payment provider's hosted card page: the one origin the shop sends her to (src/domain/payment-url.ts).
  VITE_PAYMENT_ORIGIN: z
    .string()
    .trim()
    .refine(
      (v) => v === '' || isHttpsOrigin(v),
      'must be an https:// origin ("https://pay.example"), no path',
    )
    .optional(),
});

function isHttpsOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      url.protocol === 'https:' && !url.username && !url.password && url.origin === value.replace(/\/$/, '')
    );
  } catch {
    return false;
  }
}

export type Env = { API_URL: string; API_MOCKING: boolean; PAYMENT_ORIGIN: string | null };

/**
 * The checked settings; `API_MOCKING` is undefined when the setting is not given (the mode decides), and
 * `PAYMENT_ORIGIN` null when the payment page is on the API's own origin (the mock's, in development and e2e).
 */
export function parseEnv(raw: Record<string, unknown>): {
  API_URL: string;
  API_MOCKING?: boolean;
  PAYMENT_ORIGIN: string | null;
} {
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid shop configuration (see .env.example): ${lines}`);
  }
  const { VITE_API_URL, VITE_API_MOCKING, VITE_PAYMENT_ORIGIN } = parsed.data;
  return {
    API_URL: VITE_API_URL.replace(/\/+$/, ''),
    ...(VITE_API_MOCKING ? { API_MOCKING: VITE_API_MOCKING === 'on' } : {}),
    PAYMENT_ORIGIN: VITE_PAYMENT_ORIGIN ? new URL(VITE_PAYMENT_ORIGIN).origin : null,
  };
}
