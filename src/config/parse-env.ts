import { z } from 'zod';

// The shop's two settings (.env.example), checked when vite.config.ts builds or serves the shop. The browser
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
});

export type Env = { API_URL: string; API_MOCKING: boolean };

/** The checked settings; `API_MOCKING` is undefined when the setting is not given (the mode decides). */
export function parseEnv(raw: Record<string, unknown>): { API_URL: string; API_MOCKING?: boolean } {
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid shop configuration (see .env.example): ${lines}`);
  }
  const { VITE_API_URL, VITE_API_MOCKING } = parsed.data;
  return {
    API_URL: VITE_API_URL.replace(/\/+$/, ''),
    ...(VITE_API_MOCKING ? { API_MOCKING: VITE_API_MOCKING === 'on' } : {}),
  };
}
