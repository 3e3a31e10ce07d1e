// Her consent's shape and Consent Mode's words for it (issue 39): pure values, shared by the consent feature and
// the head script that writes Consent Mode's defaults at build (start-up/consent-mode-script), which so brings
// nothing of the feature into every page's first file.

/**
 * Her answer to the consent question (issue 39): besides what the shop needs to work, which optional third parties
 * may run. `analytics`: the tag manager's page views; `experience`: the chat provider and the session recording.
 * Null until she answers: nothing optional runs, and the question is asked.
 */
export type Consent = { analytics: boolean; experience: boolean };

/** Raised when the categories change: an answer to an older question is asked again. */
export const CONSENT_VERSION = 1;

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
