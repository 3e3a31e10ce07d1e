import { i18next } from '@/lib/i18n';
import { isApiError } from '@/lib/api-error';
import { localize } from '@/lib/localize';

/** Spec 8, sign-in: the server's message in the current language, else the generic one. */
export function signInErrorMessage(error: unknown): string {
  if (isApiError(error) && error.serverMessage) return localize(error.serverMessage);
  return i18next.t('errors.generic', { ns: 'feedback' });
}

/**
 * Spec 8, register: with a server response, its message (current language, else English) or 'Unknown error';
 * with no response, the network error; anything else, 'Unexpected Error: ' and what went wrong.
 */
export function registerErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.hasResponse) {
      return error.serverMessage
        ? localize(error.serverMessage)
        : i18next.t('errors.unknown', { ns: 'auth' });
    }
    if (error.kind === 'network' || error.kind === 'timeout')
      return i18next.t('errors.network', { ns: 'feedback' });
  }
  const message = error instanceof Error ? error.message : String(error);
  return i18next.t('errors.unexpected', { ns: 'auth', message });
}

/** Other auth calls (password reset): the server's message when it sent one, else our own for the failure. */
export function apiErrorMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  return i18next.t('errors.generic', { ns: 'feedback' });
}
