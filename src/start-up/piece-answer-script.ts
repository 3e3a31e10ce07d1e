import type { EntryContext } from 'react-router';
import wordChunkFiles from 'virtual:word-chunks';
import { wordsOfRoutes } from '@/app/route-words';
import { COUNTRY_CODES, DEFAULT_COUNTRY } from '@/config/countries';
import { env } from '@/config/env';
import { AR_PREFIX, PRODUCT_ID_PATTERN } from '@/config/paths';
import { EARLY_ANSWERS_GLOBAL } from '@/lib/early-answer';
import { storageKeys } from '@/lib/storage';
import { inlineScript } from './inline-script';
import { manifestMatches, type ManifestRoute } from './router-internals';

/** A piece's page's files, by language: its route modules with their imports, and its routes' words. */
export type PieceFiles = { modules: string[]; words: { en: string[]; ar: string[] } };

/**
 * A head script of the SPA fallback only (start-up/page-html): a piece newer than the last build has no page of
 * its own, and the fallback, one file for every such address, names only the root's scripts. Read from the
 * address before any script of the app has run, a piece's address asks at once, all together, for what its first
 * paint needs: the piece page's modules and words (module preloads) and the piece itself from the API, with the
 * headers the API client sends (the contract's: her country, her language, her token when one is stored). The
 * answer waits in `window[slot]` for the piece's query (lib/early-answer), which takes it once and only if it was
 * asked for her present country; any other outcome, and every later call, goes through the API client as always.
 * Before it, the page's modules waited for the entry to run, its words for them, and the piece for its words: four
 * round trips in a row (issue 38, docs/decisions/0040). Self-contained (start-up/inline-script).
 */
export function pieceAnswerBeforeScripts(
  /** the address of a piece's page, either language: its one group is the piece's id */
  piecePath: string,
  arPrefix: string,
  apiUrl: string,
  countryKey: string,
  countries: readonly string[],
  defaultCountry: string,
  tokenKey: string,
  files: PieceFiles,
  slot: string,
): void {
  try {
    const found = new RegExp(piecePath).exec(location.pathname);
    if (!found) return;
    const lang = location.pathname.indexOf(`${arPrefix}/`) === 0 ? 'ar' : 'en';
    const preload = (href: string) => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    };
    files.modules.forEach(preload);
    files.words[lang].forEach(preload);
    let country = defaultCountry;
    let token: string | null = null;
    try {
      const stored = localStorage.getItem(countryKey);
      if (stored && countries.indexOf(stored) >= 0) country = stored;
      token = localStorage.getItem(tokenKey);
    } catch {
      // storage blocked: the default country, no token (the API client then finds the same)
    }
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Country-Code': country,
      'Accept-Language': lang,
    };
    if (token) headers.Authorization = `Bearer ${token}`;
    const path = `/products/${found[1]}`;
    const answer = fetch(apiUrl + path, { headers, credentials: 'same-origin' })
      .then((response) => (response.ok ? response.json() : null))
      .catch(() => null);
    (window as unknown as Record<string, unknown>)[slot] = { [path]: { country, answer } };
  } catch {
    // an old browser: the page asks for all of it as it starts
  }
}

/**
 * The piece page's files as the build names them: the manifest's match of a piece's address (its routes'
 * modules and imports) and those routes' words in each language.
 */
export function pieceFiles(manifest: EntryContext['manifest']): PieceFiles {
  const routes = manifestMatches('/products/1', manifest.routes as Record<string, ManifestRoute | undefined>);
  const modules = [
    ...new Set(
      routes.flatMap((route) => [route.module, route.clientLoaderModule ?? '', ...(route.imports ?? [])]),
    ),
  ].filter(Boolean);
  const namespaces = wordsOfRoutes(routes.map((route) => route.id));
  const words = (lang: 'en' | 'ar') =>
    namespaces.flatMap((ns) => {
      const href = wordChunkFiles[`${lang}/${ns}`];
      return href ? [href] : [];
    });
  return { modules, words: { en: words('en'), ar: words('ar') } };
}

/** The script's text, for the build's render of the SPA fallback only. */
export const pieceAnswerScript = (manifest: EntryContext['manifest']) =>
  inlineScript(
    pieceAnswerBeforeScripts,
    `^(?:${AR_PREFIX})?/products/(${PRODUCT_ID_PATTERN})/?$`,
    AR_PREFIX,
    env.API_URL,
    storageKeys.country,
    [...COUNTRY_CODES],
    DEFAULT_COUNTRY,
    storageKeys.token,
    pieceFiles(manifest),
    EARLY_ANSWERS_GLOBAL,
  );
