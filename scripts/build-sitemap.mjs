// node scripts/build-sitemap.mjs [clientDir] — sitemap.xml and robots.txt's Sitemap line for a prerendered build.
//
// Reads a build's client directory (default build/client, or $SHOP_BUILD_DIR/client, where
// react-router.config.ts builds when that is set), finds every prerendered page (`**/index.html`), leaves out the
// SPA fallback, the not-found page, the pages robots.txt keeps crawlers away from and any page marked `noindex`,
// pairs each English page with its Arabic twin under /ar, and writes `sitemap.xml` beside them: one <url> per
// page, each with `<xhtml:link rel="alternate" hreflang="en|ar|x-default">` (x-default is the English page).
// A sitemap needs absolute URLs: the site's origin comes from SITE_URL (default https://tafseel.example; only
// its origin is used).
//
// robots.txt: public/robots.txt holds the rules and is copied into the build as it is; it has no Sitemap line,
// because that line must be an absolute URL too. This script writes the build's robots.txt with the rules and
// `Sitemap: <SITE_URL>/sitemap.xml` at the end (the rules from public/robots.txt when the build has none).
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const DEFAULT_SITE_URL = 'https://tafseel.example';
export const LANGS = /** @type {const} */ (['en', 'ar']);
export const DEFAULT_LANG = 'en';

/**
 * Paths that are never in the sitemap, whether prerendered or not (their /ar twins too): the signed-in and
 * private areas, the sign-in pages, and the not-found page. robots.txt disallows the same areas.
 */
export const EXCLUDED = [
  /^\/profile(\/|$)/,
  /^\/cart(\/|$)/,
  /^\/checkout(\/|$)/,
  /^\/order-summary(\/|$)/,
  /^\/dashboard(\/|$)/,
  /^\/login(\/|$)/,
  /^\/register(\/|$)/,
  /^\/password-reset(\/|$)/,
  /^\/auth(\/|$)/,
  /^\/not-found(\/|$)/,
  /^\/404(\/|$)/,
];

/** The page's path in the other language's terms: its language and its path without /ar. */
export function splitLang(path) {
  const match = /^\/ar(?=\/|$)/.exec(path);
  if (!match) return { lang: 'en', base: path };
  return { lang: 'ar', base: path.slice(3) || '/' };
}

/** The path of the page `base` in `lang`. */
export function pathIn(lang, base) {
  if (lang === DEFAULT_LANG) return base;
  return base === '/' ? `/${lang}` : `/${lang}${base}`;
}

export function isExcluded(path) {
  const { base } = splitLang(path);
  return EXCLUDED.some((rule) => rule.test(base));
}

/** Every index.html under `dir`, but not in the build's `assets/` (scripts, styles) or in dot-folders. */
async function htmlFiles(dir, top = true) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name.startsWith('.') || (top && entry.name === 'assets')) continue;
      out.push(...(await htmlFiles(full, false)));
    } else if (entry.isFile() && entry.name === 'index.html') out.push(full);
  }
  return out;
}

const NOINDEX = /<meta\s+[^>]*name=["']robots["'][^>]*content=["'][^"']*noindex/i;
const NOINDEX_REVERSED = /<meta\s+[^>]*content=["'][^"']*noindex[^"']*["'][^>]*name=["']robots["']/i;

/**
 * The URL paths of the build's prerendered pages that belong in the sitemap, sorted.
 * @param {string} dir the build's client directory
 * @returns {Promise<string[]>}
 */
export async function findPages(dir) {
  const root = resolve(dir);
  const pages = [];
  for (const file of await htmlFiles(root)) {
    const rel = relative(root, dirname(file)).split(sep).filter(Boolean);
    const path = `/${rel.join('/')}`;
    if (isExcluded(path)) continue;
    const html = await readFile(file, 'utf8');
    if (NOINDEX.test(html) || NOINDEX_REVERSED.test(html)) continue;
    pages.push(path);
  }
  return pages.sort((a, b) => (a === b ? 0 : a < b ? -1 : 1));
}

const escapeXml = (text) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** The origin without a trailing slash; throws on anything but an http(s) origin. */
export function siteOrigin(siteUrl = DEFAULT_SITE_URL) {
  let url;
  try {
    url = new URL(siteUrl);
  } catch {
    throw new Error(`SITE_URL is not a URL: ${JSON.stringify(siteUrl)}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`SITE_URL must be an http(s) URL: ${JSON.stringify(siteUrl)}`);
  return url.origin;
}

const absolute = (origin, path) => new URL(path, `${origin}/`).href;

/**
 * sitemap.xml for these page paths. Each page lists itself and its twin in the other language (when the build
 * has it) as alternates, and the English page as x-default.
 * @param {string[]} pages URL paths, e.g. ['/', '/ar', '/products', '/ar/products']
 * @param {string} origin e.g. 'https://tafseel.example'
 */
export function buildSitemap(pages, origin) {
  const present = new Set(pages);
  const urls = pages.map((path) => {
    const { base } = splitLang(path);
    const alternates = LANGS.map((lang) => [lang, pathIn(lang, base)]).filter(([, p]) => present.has(p));
    const fallback = pathIn(DEFAULT_LANG, base);
    if (present.has(fallback)) alternates.push(['x-default', fallback]);
    const links = alternates.map(
      ([hreflang, p]) =>
        `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absolute(origin, p))}"/>`,
    );
    return `  <url>\n    <loc>${escapeXml(absolute(origin, path))}</loc>\n${links.join('\n')}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
}

/** robots.txt's rules with one `Sitemap:` line (absolute) at the end, in place of any there was. */
export function robotsWithSitemap(rules, origin) {
  const kept = rules
    .split(/\r?\n/)
    .filter((line) => !/^\s*sitemap\s*:/i.test(line))
    .join('\n')
    .trimEnd();
  return `${kept}\n\nSitemap: ${absolute(origin, '/sitemap.xml')}\n`;
}

/**
 * Writes `<dir>/sitemap.xml` and `<dir>/robots.txt`.
 * @param {{ dir: string, siteUrl?: string, robotsSource?: string }} options
 * @returns {Promise<{ pages: string[], sitemap: string, robots: string }>}
 */
export async function writeSitemap({ dir, siteUrl = DEFAULT_SITE_URL, robotsSource }) {
  if (!existsSync(dir)) throw new Error(`No build at ${dir} (run the build first)`);
  const origin = siteOrigin(siteUrl);
  const pages = await findPages(dir);
  if (!pages.length) throw new Error(`No prerendered pages (**/index.html) in ${dir}`);
  const sitemap = buildSitemap(pages, origin);
  const builtRobots = join(dir, 'robots.txt');
  const source = existsSync(builtRobots) ? builtRobots : robotsSource;
  const rules = source && existsSync(source) ? await readFile(source, 'utf8') : 'User-agent: *\nAllow: /\n';
  const robots = robotsWithSitemap(rules, origin);
  await writeFile(join(dir, 'sitemap.xml'), sitemap);
  await writeFile(builtRobots, robots);
  return { pages, sitemap, robots };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const dir = resolve(
    process.argv[2] ?? join(resolve(repo, process.env.SHOP_BUILD_DIR || 'build'), 'client'),
  );
  try {
    const { pages } = await writeSitemap({
      dir,
      siteUrl: process.env.SITE_URL || DEFAULT_SITE_URL,
      robotsSource: join(repo, 'public/robots.txt'),
    });
    console.log(`sitemap.xml: ${pages.length} pages, robots.txt: Sitemap line added, in ${dir}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
