import type { Consent } from './consent-store';

/**
 * Google Consent Mode v2 (https://developers.google.com/tag-platform/security/guides/consent): what the tag manager
 * may store before she answers. Everything that identifies or follows her is denied; what the shop needs to work is
 * granted. The tag manager waits up to `wait_for_update` ms for her stored answer before its tags fire.
 */
export const CONSENT_MODE_DEFAULTS = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  personalization_storage: 'denied',
  functionality_storage: 'granted',
  security_storage: 'granted',
  wait_for_update: 500,
} as const;

/**
 * Her answer in Consent Mode's words: analytics grants the tag manager's analytics storage, experience its
 * personalization storage (the chat, the recording). The shop shows no ads: the ad signals stay denied.
 * Self-contained: the head script is given its text (start-up/consent-mode-script).
 */
export function consentModeUpdate(consent: Consent): Record<string, 'granted' | 'denied'> {
  return {
    analytics_storage: consent.analytics ? 'granted' : 'denied',
    personalization_storage: consent.experience ? 'granted' : 'denied',
  };
}

/** gtag's own call: the arguments object itself goes to the data layer, which the tag manager reads as a command. */
function gtag(..._args: unknown[]): void {
  const layer = (window.dataLayer = window.dataLayer ?? []);
  // eslint-disable-next-line prefer-rest-params -- the tag manager reads a command only as an arguments object
  layer.push(arguments as unknown as Record<string, unknown>);
}

/** Tells the tag manager her new answer (a choice in the bar or the dialog, or one made in another tab). */
export function pushConsentUpdate(consent: Consent): void {
  gtag('consent', 'update', consentModeUpdate(consent));
}
