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
  VITE_API_MOCKING: z.enum(['on', 'off']).default('off'),
});

export type Env = { API_URL: string; API_MOCKING: boolean };

export function parseEnv(raw: Record<string, unknown>): Env {
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid shop configuration (see .env.example): ${lines}`);
  }
  return {
    API_URL: parsed.data.VITE_API_URL.replace(/\/+$/, ''),
    API_MOCKING: parsed.data.VITE_API_MOCKING === 'on',
  };
}

export const env = parseEnv({
  VITE_API_URL: import.meta.env.VITE_API_URL,
  VITE_API_MOCKING: import.meta.env.VITE_API_MOCKING,
});
