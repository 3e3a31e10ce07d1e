import plexArabic400 from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2?url';
import plexArabic600 from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-600-normal.woff2?url';
import plexLatin400 from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-400-normal.woff2?url';
import plexLatin600 from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-600-normal.woff2?url';
import playfairLatin400 from '@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff2?url';
import playfairLatin600 from '@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2?url';
import { afterFirstPaint } from './after-first-paint';
import { APP_STARTED_EVENT } from './app-started';
import { storageKeys } from '@/lib/storage';

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
 * fallbacks stay.
 */
export const webFontsScript = `(function(){try{var f=${JSON.stringify(WEB_FACES)},k=${JSON.stringify(storageKeys.webFonts)},s=0;try{s=sessionStorage.getItem(k)==='1'}catch(e){}var add=function(d){if(!document.fonts||typeof FontFace!=='function')return;f.forEach(function(x){document.fonts.add(new FontFace(x[0],'url('+x[1]+') format("woff2")',{weight:x[2],unicodeRange:x[3],display:d}))});document.fonts.ready.then(function(){try{sessionStorage.setItem(k,'1')}catch(e){}})};if(s)add('optional');else{var once=0,swap=function(){if(!once){once=1;add('swap')}};addEventListener(${JSON.stringify(APP_STARTED_EVENT)},swap);${afterFirstPaint('function(){setTimeout(swap,5000)}')}}}catch(e){}})()`;
