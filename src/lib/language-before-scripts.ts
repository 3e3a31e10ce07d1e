/**
 * The query parameter that marks an English page's address as her choice of English: the language switch's link
 * on an Arabic page carries it (`?lang=en`), and the head script (src/start-up/language-script.ts) takes it out of the address.
 */
export const LANGUAGE_CHOICE_PARAM = 'lang';

/** The English twin's address as the language switch links to it: marked as her choice. */
export function withEnglishChoice(path: string): string {
  const hashAt = path.indexOf('#');
  const [rest, hash] = hashAt < 0 ? [path, ''] : [path.slice(0, hashAt), path.slice(hashAt)];
  return `${rest}${rest.includes('?') ? '&' : '?'}${LANGUAGE_CHOICE_PARAM}=en${hash}`;
}
