import { currentLang } from './i18n';

/** A text the API gives in both languages: English always, Arabic when it has it (lib/api-error's schema). */
export interface LocalizedWords {
  en: string;
  ar?: string | undefined;
}

/**
 * Picks the current language from a text the API gave in both, falling back to English. A module of its own,
 * apart from the data layer: a prerendered list names its pieces with it before the data layer has loaded.
 */
export function localize(text: LocalizedWords, lang = currentLang()): string {
  const value = text[lang];
  return typeof value === 'string' && value.length > 0 ? value : text.en;
}
