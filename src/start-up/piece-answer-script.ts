import type { EntryContext } from 'react-router';
import wordChunkFiles from 'virtual:word-chunks';
import { wordsOfRoutes } from '@/app/route-words';
import { COUNTRY_CODES, DEFAULT_COUNTRY } from '@/config/countries';
import { env } from '@/config/env';
import { AR_PREFIX, PRODUCT_ID_PATTERN } from '@/config/paths';
import { EARLY_ANSWERS_GLOBAL } from '@/lib/early-answer';
import { storageKeys } from '@/lib/storage';
import { FALLBACK_SCREEN } from '@/components/ui/spinner';
import { PRELOAD_GATE, SLOW_START_MS, START_GATE } from './head-start';
import { inlineScript } from './inline-script';
import { addModulePreloads } from './module-preloads';
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
  /** the SPA fallback's own screen (root's HydrateFallback): the piece's preview goes with it */
  fallbackSelector: string,
  /** the global through which the fallback's scripts wait for the preview's paint (start-up/head-start) */
  startGate: string,
  /** how long after the navigation began they wait at most */
  startBy: number,
  /** the global through which the fallback's module preloads wait for the preview's paint (start-up/head-start) */
  preloadGate: string,
  /** how long after the navigation began they wait at most: a slow load's mark (start-up/head-start) */
  preloadBy: number,
  /** start-up/module-preloads, given as its own text */
  addModulePreloads: (files: readonly string[]) => void,
): void {
  try {
    const found = new RegExp(piecePath).exec(location.pathname);
    if (!found) return;
    const lang = location.pathname.indexOf(`${arPrefix}/`) === 0 ? 'ar' : 'en';
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
    const answer = fetch(apiUrl + path, { headers, credentials: 'same-origin', priority: 'high' })
      .then((response) => (response.ok ? response.json() : null))
      .catch(() => null);
    const w = window as unknown as Record<string, unknown>;
    w[slot] = { [path]: { country, answer } };
    // The page's files and scripts wait for the preview's paint, as a prerendered page's wait for its own (decision
    // 0035): asked for before it, they share the connection with the piece and its photograph; run before it, they
    // hold the main thread it needs. At once when there is nothing to draw; the files at a slow load's mark
    // (`preloadBy`, as a prerendered page's), the scripts at `startBy`, at the latest.
    const gate = (name: string, by: number) => {
      const waiting: (() => void)[] = [];
      let open = false;
      const release = () => {
        if (open) return;
        open = true;
        waiting.splice(0).forEach((go) => go());
      };
      w[name] = (go: () => void) => (open ? go() : waiting.push(go));
      setTimeout(release, Math.max(0, by - performance.now()));
      return release;
    };
    const releasePreloads = gate(preloadGate, preloadBy);
    const releaseStart = gate(startGate, startBy);
    const released = (drawn: boolean) => {
      const both = () => {
        releasePreloads();
        releaseStart();
      };
      if (!drawn || document.visibilityState === 'hidden') both();
      else requestAnimationFrame(() => setTimeout(both));
    };
    (w[preloadGate] as (go: () => void) => void)(() => {
      addModulePreloads([...files.modules, ...files.words[lang]]);
    });

    // Her piece's photograph, name and description, drawn in the page's place as soon as they are in, where the piece page draws
    // them: the rest of the page needs its scripts. Text and an address only (never HTML): the name as text, the
    // photograph only from this site or https. Hidden from screen readers: the fallback's "Loading…" status
    // speaks until the page is there, and the preview leaves with the fallback's screen.
    const el = (tag: string, className: string, parent: Element) => {
      const child = document.createElement(tag);
      child.className = className;
      parent.appendChild(child);
      return child;
    };
    const draw = (body: unknown): boolean => {
      const piece = (body as { product?: Record<string, unknown> } | null)?.product;
      const names = piece?.p_name as Record<string, unknown> | undefined;
      const name = names?.[lang] ?? names?.en;
      const image = (piece?.images as { url?: unknown }[] | undefined)?.[0]?.url;
      const fallback = document.querySelector(fallbackSelector);
      if (typeof name !== 'string' || !fallback) return false;
      const preview = el('div', 'fixed inset-0 z-50 overflow-hidden bg-sand-50 pt-16', document.body);
      preview.setAttribute('aria-hidden', 'true');
      const grid = el(
        'div',
        'grid grid-cols-1 gap-8 lg:grid-cols-2 lg:gap-14',
        el('div', 'mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10', preview),
      );
      const frame = el(
        'div',
        'flex aspect-[3/4] max-h-[70vh] w-full lg:max-h-[calc(100dvh-17rem)]',
        el(
          'div',
          'relative overflow-hidden rounded-3xl bg-gradient-to-b from-sand-100 to-sand-200',
          el('div', 'mx-auto w-full max-w-[calc(70vh*3/4)] lg:max-w-none', grid),
        ),
      );
      if (typeof image === 'string' && /^(\/(?!\/)|https:\/\/)/.test(image)) {
        const img = el('img', 'size-full object-contain', frame) as HTMLImageElement;
        img.alt = '';
        img.src = image;
      }
      const text = el('div', 'space-y-3', grid);
      el('p', 'text-3xl leading-tight font-semibold wrap-anywhere sm:text-4xl', text).textContent =
        name.slice(0, 200);
      const descriptions = piece?.p_description as Record<string, unknown> | undefined;
      const description = descriptions?.[lang] ?? descriptions?.en;
      if (typeof description === 'string')
        el('p', 'max-w-prose leading-relaxed wrap-anywhere text-ink-soft', text).textContent =
          description.slice(0, 600);
      // not ready yet: the page's controls come with its scripts
      el(
        'span',
        'inline-block size-6 animate-spin rounded-full border-2 border-current border-e-transparent text-brand-500 motion-reduce:animate-none',
        text,
      );
      const gone = new MutationObserver(() => {
        if (document.querySelector(fallbackSelector)) return;
        preview.remove();
        gone.disconnect();
      });
      gone.observe(document.body, { childList: true, subtree: true });
      return true;
    };
    void answer.then((body: unknown) => {
      let drawn = false;
      try {
        drawn = draw(body);
      } catch {
        // an answer of another shape: no preview
      }
      released(drawn);
    });
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
    FALLBACK_SCREEN,
    START_GATE,
    START_BY_MS,
    PRELOAD_GATE,
    SLOW_START_MS,
    addModulePreloads,
  );

/**
 * The latest a piece's fallback holds its scripts back for its preview, from the navigation's start: on the
 * bench's slow phone the preview paints at about 0.8–1.1 s and the scripts have not all arrived by then.
 */
export const START_BY_MS = 1500;
