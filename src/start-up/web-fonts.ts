import plexArabic400 from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2?url';
import plexArabic600 from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-600-normal.woff2?url';
import plexLatin400 from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-400-normal.woff2?url';
import plexLatin600 from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-600-normal.woff2?url';
import playfairLatin400 from '@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff2?url';
import playfairLatin600 from '@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2?url';
import { afterFirstPaint } from './after-first-paint';
import { APP_STARTED_EVENT } from './app-started';
import { storageKeys } from '@/lib/storage';
import { inlineScript } from './inline-script';

const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, ' +
  'U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';
const ARABIC =
  'U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+200C-200E, U+2010-2011, ' +
  'U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC';

/**
 * The shop's six faces (the files ship with it): IBM Plex Sans Arabic for the text, Latin and Arabic, and
 * Playfair Display for English headings. `unicode-range` keeps the Arabic files off English text and the Latin
 * ones off Arabic text: a face is fetched only when the page has text it draws.
 */
export const WEB_FACES: readonly (readonly [family: string, url: string, weight: string, range: string])[] = [
  ['IBM Plex Sans Arabic', plexLatin400, '400', LATIN],
  ['IBM Plex Sans Arabic', plexLatin600, '600', LATIN],
  ['IBM Plex Sans Arabic', plexArabic400, '400', ARABIC],
  ['IBM Plex Sans Arabic', plexArabic600, '600', ARABIC],
  ['Playfair Display', playfairLatin400, '400', LATIN],
  ['Playfair Display', playfairLatin600, '600', LATIN],
];

/**
 * The shop's faces come after the first paint of her visit's first page (docs/decisions/0027, which replaces
 * 0011's font preloads).
 *
 * That page paints at once in the fallback faces of src/index.css, local fonts sized to the shop's own
 * (size-adjust and the ascent and descent overrides), so the swap moves next to nothing. The faces are added
 * once the app's scripts are in (APP_STARTED_EVENT: on a phone's connection the 60 kB of faces had taken the
 * bandwidth from the scripts, which start after the first paint too), or 5 s after the first paint if they never
 * come; `swap`: each is fetched when the page has text it draws, and drawn when it arrives. Once they have come, `webFonts` is stored for the visit (session storage):
 * the next pages she loads in this tab, with the files in her browser's cache, get them before their first
 * paint, `optional`, and paint in them from the start. A new visit starts from the fallbacks again, as a cache
 * that has been emptied would need.
 *
 * An inline head script (start-up/head-scripts.tsx), so it does not wait for the page's scripts; without the FontFace API the
 * fallbacks stay. Self-contained
 * (start-up/inline-script): `afterFirstPaint` is given as an argument, its text written beside it.
 */
export function webFontsBeforeScripts(
  faces: typeof WEB_FACES,
  storageKey: string,
  startedEvent: string,
  afterPaint: (go: () => void) => void,
): void {
  try {
    let stored = false;
    try {
      stored = sessionStorage.getItem(storageKey) === '1';
    } catch {
      // storage blocked: every page starts from the fallbacks
    }
    const add = (display: FontDisplay) => {
      if (!document.fonts || typeof FontFace !== 'function') return;
      faces.forEach(([family, url, weight, unicodeRange]) => {
        document.fonts.add(
          new FontFace(family, `url(${url}) format("woff2")`, { weight, unicodeRange, display }),
        );
      });
      void document.fonts.ready.then(() => {
        try {
          sessionStorage.setItem(storageKey, '1');
        } catch {
          // storage blocked: the next page starts from the fallbacks again
        }
      });
    };
    if (stored) add('optional');
    else {
      let once = false;
      const swap = () => {
        if (!once) {
          once = true;
          add('swap');
        }
      };
      addEventListener(startedEvent, swap);
      afterPaint(() => setTimeout(swap, 5000));
    }
  } catch {
    // an old browser: the fallbacks stay
  }
}

/** The values the script is given (its arguments), from the shop's constants. */
export const webFontsArgs = (): Parameters<typeof webFontsBeforeScripts> => [
  WEB_FACES,
  storageKeys.webFonts,
  APP_STARTED_EVENT,
  afterFirstPaint,
];

/** The script's text, for the build's render only. */
export const webFontsScript = () => inlineScript(webFontsBeforeScripts, ...webFontsArgs());
