import { consentModeUpdate, type Consent } from '@/domain/consent';

export { CONSENT_MODE_DEFAULTS, consentModeUpdate } from '@/domain/consent';

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
