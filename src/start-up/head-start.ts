import { afterFirstPaint } from './after-first-paint';
import { inlineScript } from './inline-script';
import { addModulePreloads } from './module-preloads';
import { NUMBER_LOCALES } from '@/lib/money';
import {
  readRouterScript,
  ROUTE_MODULES_ASSIGNMENT,
  takeModulePreloads,
  type RouterScript,
} from './router-internals';

/** Until the head's first script has run: no Referer at all (it carries the address, which may hold a token). */
export const REFERRER_UNTIL_SCRIPTS = '<meta name="referrer" content="no-referrer"/>';

/**
 * The start of a rendered page's <head>, written at build time (start-up/page-html): right after its charset,
 * its inline scripts (start-up/head-scripts.tsx: the Google callback's token out of the address bar, the
 * language redirect), then its stylesheet — the one thing its first paint waits for, asked for before the font preload competes
 * with it on a phone's connection (React Router writes it after the preloads) — ahead of every <link>
 * and <meta> React writes first (React 19 puts hoistable links, preloads and metas before
 * the head's other children). The SPA fallback, which serves /auth/callback, also starts with `no-referrer`:
 * the browser asks for what the head names as soon as it reads it, before any script runs, and the address
 * it would carry in its Referer holds the token; the first script puts the usual policy back once the address
 * is clean. The scripts' order and text are kept: React hydrates them as before.
 */
export function headStart(html: string, { referrerUntilScripts }: { referrerUntilScripts: boolean }): string {
  const charset = /<meta charSet="[^"]*"\/>/i.exec(html);
  const headEnd = html.indexOf('</head>');
  if (!charset || headEnd < 0 || charset.index > headEnd) return html;
  const start = charset.index + charset[0].length;
  const scripts: string[] = [];
  const stylesheets: string[] = [];
  const rest = html
    .slice(start, headEnd)
    .replace(/<script>[\s\S]*?<\/script>/g, (script) => {
      scripts.push(script);
      return '';
    })
    .replace(/<link rel="stylesheet"[^>]*\/>/g, (link) => {
      stylesheets.push(link);
      return '';
    });
  const referrer = referrerUntilScripts ? REFERRER_UNTIL_SCRIPTS : '';
  return `${html.slice(0, start)}${referrer}${scripts.join('')}${stylesheets.join('')}${rest}${html.slice(headEnd)}`;
}

/**
 * A prerendered page's scripts are asked for and run after its first paint (issue 22, docs/decisions/0027).
 *
 * React Router writes a module preload for each of the page's scripts in the head and a module script that
 * imports the manifest and the route modules, then the client entry. On a fast connection they all arrived, were
 * compiled and ran before the browser painted the page, which is all there in the HTML: its first paint waited
 * for them, and a phone's first paint with it (Lighthouse's simulation counts every script that ran before the
 * paint it saw). Here the preloads leave the head, and the module script waits for the first contentful paint
 * (start-up/after-first-paint), adds the same preloads (every file at once, no waterfall) and makes the same imports
 * in the same order. What she can press before the scripts run works without them (links, GET forms).
 *
 * Unless the page is slow to paint: a head script right after the stylesheet (so it runs once the stylesheet is
 * in) adds the same preloads at once when that took SLOW_START_MS or more since the navigation began, or at that
 * mark if the page has not painted by then (slowStart). On the bench's slow phone the stylesheet comes in at about
 * half a second and the paint about 200 ms later, the CPU's time, while the network has nothing to do: the
 * scripts use that time. A fast load paints first and asks for its scripts after, as before
 * (docs/decisions/0035).
 *
 * The script's shape is React Router's (`Scripts` in react-router, read as text by start-up/router-internals): a
 * page whose router script has another shape fails the build rather than ship a page that never starts; tests/bundle.test.ts and
 * tests/e2e/router-internals.spec.ts check the built pages.
 */
export function startAfterFirstPaint(html: string): string {
  const found = readRouterScript(html, 'startAfterFirstPaint');
  if (!found) return html;
  const { page, preloads } = takeModulePreloads(html);
  const start =
    startFunction(found, `window.${PRELOAD}();${inlineScript(warmNumbers, NUMBER_LOCALES)};`) +
    `(${afterFirstPaint.toString()})(start)`;
  const withStart = page.replace(found.script, `<script type="module">${start}</script>`);
  const stylesheet = /<link rel="stylesheet"[^>]*\/>/g;
  let after = withStart.indexOf('</head>');
  for (const link of withStart.slice(0, after).matchAll(stylesheet)) after = link.index + link[0].length;
  const slowStartScript = inlineScript(slowStart, preloads, SLOW_START_MS, PRELOAD, addModulePreloads);
  return `${withStart.slice(0, after)}<script>${slowStartScript}</script>${withStart.slice(after)}`;
}

/**
 * `const start=async()=>{…}`: React Router's module script as a function, its imports made in the same order when
 * called (`first`: what it does before them).
 */
function startFunction(found: RouterScript, first: string): string {
  const { manifest, routes, modules, entry } = found;
  const joins = found.joins.map(({ name, parts }) => `const ${name}=${parts};`);
  const text = (value: string) => JSON.stringify(value);
  return (
    `const start=async()=>{` +
    first +
    `await import(${text(manifest)});` +
    `const[${routes.map((r) => r.name).join(',')}]=await Promise.all([${routes.map((r) => `import(${text(r.href)})`).join(',')}]);` +
    joins.join('') +
    // Spaced as React Router writes it: its build checks the SPA fallback for this assignment.
    `${ROUTE_MODULES_ASSIGNMENT}${modules};` +
    `import(${text(entry)})};`
  );
}

/**
 * The global through which a head script of the SPA fallback may hold its scripts back (start-up/piece-answer-
 * script: until a piece's preview has painted); without one they start at once, as React Router writes them.
 */
export const START_GATE = '__shopStartWhen';
/** The same for its module preloads (fallbackPreloads). */
export const PRELOAD_GATE = '__shopPreloadWhen';

/**
 * The SPA fallback's module preloads, added by a head script of their own (start-up/page-html): at once, unless a
 * head script before it has set PRELOAD_GATE (a piece's preview, start-up/piece-answer-script): then when that
 * says. Self-contained (start-up/inline-script).
 */
export function fallbackPreloads(
  files: readonly string[],
  gate: string,
  addModulePreloads: (files: readonly string[]) => void,
): void {
  const add = () => addModulePreloads(files);
  const when = (window as unknown as Record<string, unknown>)[gate];
  if (typeof when === 'function') (when as (go: () => void) => void)(add);
  else add();
}

/**
 * The SPA fallback's router script as a function, started at once unless a head script has set START_GATE: then
 * when that says. Its files are asked for as before (its preloads stay in the head); only their running waits.
 */
export function startWhenAllowed(html: string): string {
  const found = readRouterScript(html, 'startWhenAllowed');
  if (!found) return html;
  const start = `${startFunction(found, '')}(window.${START_GATE}||function(go){go()})(start)`;
  return html.replace(found.script, `<script type="module">${start}</script>`);
}

/**
 * While the page's scripts are on their way after its paint, the phone's CPU has nothing to do: a price formatter
 * made then, in the page's language, loads what every later one needs. A page's first `Intl.NumberFormat` costs
 * about 50 ms on the bench's slow phone (later ones about 1 ms); without this it was made while the page hydrated
 * (the home page's fees, the cards' and the piece's prices), and the page answered a press that much later
 * (docs/decisions/0037). A timer, so the scripts are asked for first. Self-contained (start-up/inline-script).
 */
export function warmNumbers(locales: Record<string, string>): void {
  setTimeout(() => {
    try {
      new Intl.NumberFormat(locales[document.documentElement.lang] || 'en', {
        style: 'currency',
        currency: 'BHD',
      }).format(1);
    } catch {
      // no price formatter to warm: the page makes its own as before
    }
  });
}

/**
 * How long after the navigation began a page that has not painted is taken to be on a slow connection or CPU,
 * and asks for its scripts without waiting for its paint. A fast load's stylesheet and paint come well before.
 */
export const SLOW_START_MS = 300;
/** The page's own function that adds its module preloads, once (the head's script defines it). */
const PRELOAD = '__shopPreload';

/**
 * The head's script after the stylesheet (it runs once the stylesheet is in): defines the page's preloads as
 * `window[name]` (the router's script calls it after the paint), and adds them at once if `slow` ms have passed
 * since the navigation began, or at that mark unless the page has painted by then. Self-contained
 * (start-up/inline-script).
 */
export function slowStart(
  files: readonly string[],
  slow: number,
  name: string,
  addModulePreloads: (files: readonly string[]) => void,
): void {
  let done = false;
  const preload = () => {
    if (done) return;
    done = true;
    addModulePreloads(files);
  };
  (window as unknown as Record<string, unknown>)[name] = preload;
  const painted = () => {
    try {
      return performance.getEntriesByName('first-contentful-paint').length > 0;
    } catch {
      return false;
    }
  };
  const wait = slow - performance.now();
  if (wait <= 0) preload();
  else
    setTimeout(() => {
      if (!painted()) preload();
    }, wait);
}
