import { CONTACT } from '@/config/contact';

// The WhatsApp link the help and the chat launcher open: a module of its own, so the launcher, on every page once
// it is usable, carries none of the help's markup.

/**
 * About what WhatsApp and the browsers take in a link (wa.me's `text` included). Arabic takes six characters a
 * letter once encoded, so a few long piece names from the API were enough to make a 10,000-character link.
 */
export const WHATSAPP_LINK_MAX = 2000;

/** Writes a list of names (pieces, her choices) into a message, as her language lists them. */
export type NameList = (names: readonly string[]) => string;

/**
 * A message for the chat: a plain text, or one written around names from the API, which the shop may shorten
 * to fit. Only the names are ever cut, never the words around them (an order number among them).
 */
export type HelpMessage = string | ((names: NameList) => string);

// Each try keeps at most `count` names, each of at most `each` letters; the first keeps them whole.
const FITS = [
  { each: Infinity, count: Infinity },
  { each: 60, count: 6 },
  { each: 32, count: 3 },
  { each: 16, count: 2 },
  { each: 8, count: 1 },
] as const;

// A lone surrogate (a broken name from the API) would make encodeURIComponent throw.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const wellFormed = (text: string) => text.replace(LONE_SURROGATE, '\uFFFD');

/** The name's first `each` letters (whole letters: an accent or a haraka stays on its letter), and '…'. */
function cut(name: string, each: number, lang: 'en' | 'ar'): string {
  if (name.length <= each) return name;
  let kept = '';
  let count = 0;
  for (const { segment } of new Intl.Segmenter(lang, { granularity: 'grapheme' }).segment(name)) {
    if (count === each) return `${kept.trimEnd()}…`;
    kept += segment;
    count += 1;
  }
  return name;
}

function listNames(names: readonly string[], lang: 'en' | 'ar', fit: (typeof FITS)[number]): string {
  const kept = names.slice(0, fit.count).map((name) => cut(wellFormed(name), fit.each, lang));
  if (names.length > kept.length) kept.push('…');
  return kept.join(lang === 'ar' ? '، ' : ', ');
}

const linkOf = (text: string) => `${CONTACT.whatsappUrl}?text=${encodeURIComponent(wellFormed(text))}`;

/**
 * A WhatsApp chat with the shop that opens on `message`, already written (wa.me's `text`), within
 * WHATSAPP_LINK_MAX: its names are shortened, then fewer, until it fits. A message that still does not fit has
 * nothing left to cut but its own words: the chat then opens unwritten rather than on a cut order number.
 */
export function whatsappLink(message: HelpMessage, lang: 'en' | 'ar'): string {
  const write = typeof message === 'string' ? () => message : message;
  for (const fit of FITS) {
    const link = linkOf(write((names) => listNames(names, lang, fit)));
    if (link.length <= WHATSAPP_LINK_MAX) return link;
  }
  return CONTACT.whatsappUrl;
}
