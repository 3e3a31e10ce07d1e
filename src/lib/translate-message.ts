import { i18next } from './i18n';

// Apart from lib/i18n.ts, which every page's first file holds: only the forms, which load with their pages, use it.

/**
 * Translates a message that may be an i18n key ("auth:validation.nameMin", from a form schema) or text
 * that is already localized (a server's field error). Keys are looked up; anything else is shown as is.
 */
export function translateMessage(message: string | undefined): string | undefined {
  if (!message) return undefined;
  return i18next.exists(message) ? String(i18next.t(message as never)) : message;
}
