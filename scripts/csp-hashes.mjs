// The Content-Security-Policy's script hashes, computed from the build so they never drift (docs/decisions/0019).
// It also names the configured third parties' origins (issue 39, docs/third-parties.md): the build writes their
// settings beside this include (build/nginx/third-parties.json, scripts/third-parties-settings-plugin.ts), and each
// directive gets exactly the origins its providers need ($csp_third_party_script_src…); nothing configured, none.
// Reads every HTML file of a build (build/client), takes the body of each inline <script> (one without src),
// hashes it as the browser does (sha256 of its text, UTF-8, line breaks as the HTML parser leaves them), and
// writes an nginx include that deploy/nginx.conf puts in its http block: $csp_script_hashes, the hashes shared by
// pages, and $csp_page_script_hashes, the hashes of the served file's own scripts (by $uri).
// `npm run build` runs it after React Router's build:
//   node scripts/csp-hashes.mjs [client dir = build/client] [out file = <client dir>/../nginx/csp.conf]
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

// A script element's text runs to the first `</script` (any case), whatever its type; `src` makes it external.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /(?:^|\s)src\s*=/i;

/** The bodies of a page's inline scripts, in document order, as the browser hashes them. */
export function inlineScripts(html) {
  const bodies = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (HAS_SRC.test(attributes ?? '')) continue;
    // The HTML parser turns CR LF and lone CR into LF before the script element gets its text.
    bodies.push((body ?? '').replace(/\r\n?/g, '\n'));
  }
  return bodies;
}

/** A CSP source for a script body: 'sha256-<base64>'. */
export function hashSource(body) {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/** Every .html file under dir (absolute paths, sorted). */
export async function findHtml(dir) {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.html')) found.push(join(entry.parentPath, entry.name));
  }
  return found.sort();
}

/** A page whichever its language: /ar/products/18/index.html and /products/18/index.html are one page. */
const pageOf = (path) => path.replace(/^\/ar(?=\/)/, '');

/**
 * The hashes of the build's inline scripts: `shared`, those of two or more pages (the head's scripts of every
 * page), and `byPage`, each file's own (its path under the client dir, /products/18/index.html, and the hashes
 * only its page has: its route data). A page and its Arabic twin are one page here: one route tree serves both
 * (decision 0033), so a piece's data script is the same in both files, and it is theirs alone. Sorted; and every
 * file's path.
 */
export async function collectHashes(clientDir) {
  const pages = await findHtml(clientDir);
  const pagesOf = new Map();
  const perPage = [];
  for (const page of pages) {
    const own = new Set(inlineScripts(await readFile(page, 'utf8')).map(hashSource));
    const path = `/${relative(clientDir, page).split(sep).join('/')}`;
    perPage.push({ path, hashes: own });
    for (const hash of own) pagesOf.set(hash, (pagesOf.get(hash) ?? new Set()).add(pageOf(path)));
  }
  const isShared = (hash) => (pagesOf.get(hash)?.size ?? 0) > 1;
  const shared = [...pagesOf.keys()].filter(isShared).sort();
  const byPage = perPage
    .map(({ path, hashes }) => ({ path, hashes: [...hashes].filter((hash) => !isShared(hash)).sort() }))
    .filter(({ hashes }) => hashes.length > 0);
  return { pages, shared, byPage, hashes: [...pagesOf.keys()].sort() };
}

// nginx reads a quoted value of up to 4 kB; the shared list stays far below (a dozen head scripts).
const MAX_VALUE = 4000;

/**
 * The nginx include, for the http block: $csp_script_hashes, the hashes every page may need, and
 * $csp_page_script_hashes, those of the file served ($uri, which try_files sets to it): a catalog of many
 * prerendered pieces has a data script per page, and one list of them all would pass nginx's limit.
 */
export function nginxInclude(shared, byPage, pageCount, sources = thirdPartySources(null)) {
  const value = (hashes) => {
    const text = hashes.join(' ');
    if (text.length > MAX_VALUE)
      throw new Error(`${hashes.length} CSP hashes are too many for one nginx value`);
    return `"${text}"`;
  };
  return [
    '# Written by scripts/csp-hashes.mjs during `npm run build`; do not edit. deploy/nginx.conf includes it.',
    `# ${shared.length} inline scripts shared by pages, ${byPage.length} pages with scripts of their own, in ${pageCount} HTML files.`,
    `map $host $csp_script_hashes {`,
    `  default ${value(shared)};`,
    `}`,
    `map $uri $csp_page_script_hashes {`,
    `  default "";`,
    // try_files names /products/18/index.html for /products/18, but //index.html for / and
    // /products/18//index.html for /products/18/: a directory's page has both names.
    ...byPage.flatMap(({ path, hashes }) =>
      (path.endsWith('/index.html') ? [path, path.replace(/\/index\.html$/, '//index.html')] : [path]).map(
        (name) => `  ${JSON.stringify(name)} ${value(hashes)};`,
      ),
    ),
    `}`,
    // The configured third parties' origins, by directive: "" for each when none is configured.
    ...CSP_DIRECTIVES.flatMap((directive) => [
      `map $host $csp_third_party_${directive.replace('-', '_')} {`,
      `  default ${value(sources[directive] ?? [])};`,
      `}`,
    ]),
    '',
  ].join('\n');
}

/** The directives a third party may need an origin in (deploy/nginx.conf adds each one's variable). */
export const CSP_DIRECTIVES = [
  'script-src',
  'connect-src',
  'img-src',
  'frame-src',
  'style-src',
  'font-src',
  'worker-src',
];

// What each provider documents for its Content-Security-Policy. The tag manager and GA4 through it (Google's
// "Use a Content Security Policy" guide): the container from www.googletagmanager.com, hits to the regional
// *.google-analytics.com and *.analytics.google.com. Custom HTML tags would need 'unsafe-inline': not given.
const TAG_MANAGER = {
  'script-src': ['https://www.googletagmanager.com'],
  'img-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  'connect-src': [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
};
// The chat adapter's provider (src/features/third-parties/chat/chat-provider.ts: Crisp), by its script's origin:
// Crisp's "Crisp Domain Names" page (docs.crisp.chat): its chatbox, avatars, files, websockets, the wait game's
// frame, and its Web Workers, run from blob: addresses. Another provider's widget is unknown to the shop: its
// script's origin is given every directive a widget uses.
const CHAT = {
  'https://client.crisp.chat': {
    'script-src': ['https://client.crisp.chat'],
    'style-src': ['https://client.crisp.chat'],
    'font-src': ['https://client.crisp.chat'],
    'img-src': ['https://client.crisp.chat', 'https://image.crisp.chat', 'https://storage.crisp.chat'],
    'connect-src': [
      'https://client.crisp.chat',
      'https://storage.crisp.chat',
      'wss://client.relay.crisp.chat',
      'wss://stream.relay.crisp.chat',
    ],
    'frame-src': ['https://game.crisp.chat'],
    'worker-src': ['blob:', 'https://client.crisp.chat'],
  },
};
const RECORDING = {
  clarity: {
    'script-src': ['https://www.clarity.ms', 'https://*.clarity.ms'],
    'connect-src': ['https://www.clarity.ms', 'https://*.clarity.ms'],
    'img-src': ['https://www.clarity.ms', 'https://*.clarity.ms'],
  },
  // Hotjar's CSP help page: its script, its data (https and its websocket), its feedback widgets' frames,
  // styles, fonts and pictures.
  hotjar: {
    'script-src': ['https://*.hotjar.com'],
    'connect-src': ['https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com'],
    'img-src': ['https://*.hotjar.com'],
    'frame-src': ['https://*.hotjar.com'],
    'style-src': ['https://*.hotjar.com'],
    'font-src': ['https://*.hotjar.com'],
  },
};

/** A setting's script address as a CSP source: its origin alone, or an error for anything but http(s). */
function originOf(url) {
  const { protocol, origin } = new URL(url);
  if (protocol !== 'https:' && protocol !== 'http:') throw new Error(`not an http(s) address: ${url}`);
  return origin;
}

/**
 * The origins each directive needs for the configured third parties (src/config/parse-env.ts's THIRD_PARTIES, or
 * null when none is configured): sorted lists, empty for every directive when nothing is configured. The chat
 * provider's own widget is unknown to the shop: its script's origin is given every directive a widget uses.
 */
export function thirdPartySources(settings) {
  const sources = Object.fromEntries(CSP_DIRECTIVES.map((directive) => [directive, new Set()]));
  const add = (byDirective) => {
    for (const [directive, origins] of Object.entries(byDirective))
      for (const origin of origins) sources[directive].add(origin);
  };
  if (settings?.tagManagerId) add(TAG_MANAGER);
  if (settings?.chat) {
    const origin = originOf(settings.chat.scriptUrl);
    add(
      CHAT[origin] ??
        Object.fromEntries(
          CSP_DIRECTIVES.filter((d) => d !== 'worker-src').map((directive) => [directive, [origin]]),
        ),
    );
  }
  if (settings?.recording) {
    const provider = RECORDING[settings.recording.provider];
    if (!provider) throw new Error(`unknown recording provider: ${settings.recording.provider}`);
    add(provider);
    if (settings.recording.scriptUrl) add({ 'script-src': [originOf(settings.recording.scriptUrl)] });
  }
  return Object.fromEntries(CSP_DIRECTIVES.map((directive) => [directive, [...sources[directive]].sort()]));
}

/** The third parties' settings the build wrote beside the include; none when it wrote none (an older build). */
export async function readThirdParties(settingsFile) {
  try {
    return JSON.parse(await readFile(settingsFile, 'utf8'));
  } catch (error) {
    if (error?.code === 'ENOENT') return null;
    throw new Error(`cannot read ${settingsFile}: ${error.message}`);
  }
}

export async function writeCspInclude(clientDir, outFile = join(clientDir, '..', 'nginx', 'csp.conf')) {
  const { pages, shared, byPage, hashes } = await collectHashes(clientDir);
  if (pages.length === 0) throw new Error(`no HTML files in ${clientDir}: build the shop first`);
  const sources = thirdPartySources(
    await readThirdParties(join(clientDir, '..', 'nginx', THIRD_PARTIES_FILE)),
  );
  await mkdir(dirname(outFile), { recursive: true });
  await writeFile(outFile, nginxInclude(shared, byPage, pages.length, sources));
  return { pages, shared, byPage, hashes, sources, outFile };
}

/** The file, in the build's nginx/ folder, where the build writes the third parties' settings. */
export const THIRD_PARTIES_FILE = 'third-parties.json';

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [clientDir = join(process.env.SHOP_BUILD_DIR || 'build', 'client'), outFile] = process.argv.slice(2);
  writeCspInclude(resolve(clientDir), outFile && resolve(outFile)).then(
    ({ pages, shared, byPage, outFile: written }) =>
      console.log(
        `CSP: ${shared.length} shared inline script hashes and ${byPage.length} pages' own, from ${pages.length} HTML files → ${relative(process.cwd(), written)}`,
      ),
    (error) => {
      console.error(`[csp-hashes] ${error.message}`);
      process.exit(1);
    },
  );
}
