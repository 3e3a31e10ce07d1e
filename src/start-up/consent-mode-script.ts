import { env } from '@/config/env';
import { CONSENT_MODE_DEFAULTS, CONSENT_VERSION, consentModeUpdate } from '@/domain/consent';
import { storageKeys } from '@/lib/storage';
import { inlineScript } from './inline-script';

/**
 * Google Consent Mode v2's defaults, in the data layer before any tag can read it (issue 39): everything that
 * follows her denied, then, when she has answered before, her answer as an update, so a tag manager loaded later
 * starts from it. Pushed as gtag pushes them, the arguments object itself. Only in a shop with a tag manager
 * configured (consentModeScript): nothing else reads Consent Mode, and every page carries this text.
 * Self-contained (start-up/inline-script).
 */
export function consentModeDefaults(
  defaults: Record<string, string | number>,
  update: (consent: { analytics: boolean; experience: boolean }) => Record<string, string>,
  storageKey: string,
  version: number,
): void {
  const w = window as unknown as { dataLayer?: unknown[] };
  const layer = (w.dataLayer = w.dataLayer || []);
  function gtag(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params -- the tag manager reads a command only as an arguments object
    layer.push(arguments);
  }
  gtag('consent', 'default', defaults);
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey) || 'null') as {
      version?: unknown;
      analytics?: unknown;
      experience?: unknown;
    } | null;
    if (
      stored &&
      stored.version === version &&
      typeof stored.analytics === 'boolean' &&
      typeof stored.experience === 'boolean'
    )
      gtag('consent', 'update', update({ analytics: stored.analytics, experience: stored.experience }));
  } catch {
    // storage blocked or its value unreadable: the defaults stand until she answers
  }
}

/** The values the script is given (its arguments), from the shop's constants. */
export const consentModeArgs = (): Parameters<typeof consentModeDefaults> => [
  CONSENT_MODE_DEFAULTS,
  consentModeUpdate,
  storageKeys.consent,
  CONSENT_VERSION,
];

/** The script's text, for the build's render only: '' when no tag manager is configured. */
export const consentModeScript = () =>
  env.THIRD_PARTIES.tagManagerId ? inlineScript(consentModeDefaults, ...consentModeArgs()) : '';
