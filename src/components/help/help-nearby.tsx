import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { PhoneNumber } from '@/components/ui/phone-number';
import { CONTACT } from '@/config/contact';
import { useShowHelpMessage } from './help-on-screen';

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

/**
 * Help where she hesitates (issue 23.5): WhatsApp, opening on a message that already names what she is looking at
 * (a piece and her choices, her cart, her order), in her language; the phone; the opening hours. Plain links:
 * they work before the page's scripts. Its message is also the chat launcher's, while it is on screen.
 */
export function HelpNearby({ message, title }: { message: HelpMessage; title?: string }) {
  const { t, i18n } = useTranslation('common');
  useShowHelpMessage(message);
  const id = useId();
  return (
    <aside
      aria-labelledby={id}
      className="space-y-3 rounded-2xl border border-sand-200 bg-white p-4 text-sm"
      data-testid="help-nearby"
    >
      <div>
        <h2 id={id} className="font-sans text-sm font-semibold text-ink">
          {title ?? t('help.title')}
        </h2>
        <p className="text-ink-soft">{t('help.body')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <a
          href={whatsappLink(message, i18n.language === 'ar' ? 'ar' : 'en')}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('secondary', '!py-2')}
        >
          {t('help.whatsapp')}
        </a>
        <a href={CONTACT.phoneUrl} className={buttonClasses('secondary', '!py-2')}>
          {t('help.call')} <PhoneNumber number={CONTACT.phone} />
        </a>
      </div>
      <p className="text-xs text-ink-muted">{t('help.hours')}</p>
    </aside>
  );
}
