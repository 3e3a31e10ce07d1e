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
  // The optional third parties (issue 39, docs/third-parties.md); each runs only with her consent. Unset: none.
  // The tag manager's container: page-view analytics.
  VITE_GTM_ID: z
    .string()
    .trim()
    .refine((v) => v === '' || /^GTM-[A-Z0-9]{4,12}$/.test(v), 'must be a container id ("GTM-XXXXXXX")')
    .optional(),
  // The chat provider: its script's address and the shop's id with it (both, or neither).
  VITE_CHAT_SCRIPT_URL: z
    .string()
    .trim()
    .refine((v) => v === '' || isScriptUrl(v), 'must be an https:// URL')
    .optional(),
  VITE_CHAT_ID: z
    .string()
    .trim()
    .refine((v) => v === '' || PROVIDER_ID.test(v), 'must be an id of letters, digits, "-" and "_"')
    .optional(),
  // The session-recording provider, its id with it, and its script's address when not the provider's own.
  VITE_RECORDING_PROVIDER: z.enum(['clarity', 'hotjar', '']).optional(),
  VITE_RECORDING_ID: z
    .string()
    .trim()
    .refine((v) => v === '' || PROVIDER_ID.test(v), 'must be an id of letters, digits, "-" and "_"')
    .optional(),
  VITE_RECORDING_SCRIPT_URL: z
    .string()
    .trim()
    .refine((v) => v === '' || isScriptUrl(v), 'must be an https:// URL')
    .optional(),
});

const PROVIDER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A third party's script: https, or http on this machine (the bench's and the journeys' stand-ins). */
function isScriptUrl(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.username || url.password) return false;
    return (
      url.protocol === 'https:' ||
      (url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === 'localhost'))
    );
  } catch {
    return false;
  }
}

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

/** The optional third parties configured (null: not configured). */
export type ThirdParties = {
  tagManagerId: string | null;
  chat: { scriptUrl: string; id: string } | null;
  recording: { provider: 'clarity' | 'hotjar'; id: string; scriptUrl: string | null } | null;
};

/** Whether any optional third party is configured: only then is she asked for her consent. */
export function hasOptionalThirdParties(settings: ThirdParties): boolean {
  return settings.tagManagerId !== null || settings.chat !== null || settings.recording !== null;
}

export type Env = {
  API_URL: string;
  API_MOCKING: boolean;
  PAYMENT_ORIGIN: string | null;
  THIRD_PARTIES: ThirdParties;
};

/**
 * The checked settings; `API_MOCKING` is undefined when the setting is not given (the mode decides), and
 * `PAYMENT_ORIGIN` null when the payment page is on the API's own origin (the mock's, in development and e2e).
 */
export function parseEnv(raw: Record<string, unknown>): {
  API_URL: string;
  API_MOCKING?: boolean;
  PAYMENT_ORIGIN: string | null;
  THIRD_PARTIES: ThirdParties;
} {
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid shop configuration (see .env.example): ${lines}`);
  }
  const { VITE_API_URL, VITE_API_MOCKING, VITE_PAYMENT_ORIGIN } = parsed.data;
  const { VITE_CHAT_SCRIPT_URL: chatUrl, VITE_CHAT_ID: chatId } = parsed.data;
  const { VITE_RECORDING_PROVIDER: provider, VITE_RECORDING_ID: recordingId } = parsed.data;
  if (Boolean(chatUrl) !== Boolean(chatId))
    throw new Error(
      'Invalid shop configuration (see .env.example): give VITE_CHAT_SCRIPT_URL and VITE_CHAT_ID both, or neither',
    );
  if (Boolean(provider) !== Boolean(recordingId))
    throw new Error(
      'Invalid shop configuration (see .env.example): give VITE_RECORDING_PROVIDER and VITE_RECORDING_ID both, or neither',
    );
  return {
    API_URL: VITE_API_URL.replace(/\/+$/, ''),
    ...(VITE_API_MOCKING ? { API_MOCKING: VITE_API_MOCKING === 'on' } : {}),
    PAYMENT_ORIGIN: VITE_PAYMENT_ORIGIN ? new URL(VITE_PAYMENT_ORIGIN).origin : null,
    THIRD_PARTIES: {
      tagManagerId: parsed.data.VITE_GTM_ID || null,
      chat: chatUrl && chatId ? { scriptUrl: chatUrl, id: chatId } : null,
      recording:
        provider && recordingId
          ? { provider, id: recordingId, scriptUrl: parsed.data.VITE_RECORDING_SCRIPT_URL || null }
          : null,
    },
  };
}
