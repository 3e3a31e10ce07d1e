// A small static server for a built app, with an optional stand-in API, gzip like a production host. Listens on
// 127.0.0.1 only, on a free port.
//
// Which file a path gets: the project's own rule when it has one (`resolveRequest` of scripts/serve-build.mjs,
// what `npm run preview` and the e2e journeys serve), else the same rule written here: the prerendered page for
// that path (`<path>/index.html`, else `<path>.html`), else the SPA fallback (`__spa-fallback.html`), else
// `index.html` (a build of the single-page app before prerendering).
//
// `legacyLang`: for a build that has no `/ar…` pages (the language was a localStorage setting then), a path under
// `/ar` gets the page of the same path without `/ar`, with a first script in its head that stores the language
// as Arabic and takes `/ar` out of the address bar before any of the page's own scripts run. The page then
// opens exactly as it did for a shopper whose stored language was Arabic.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.xml',
  '.txt',
  '.webmanifest',
]);
export const SPA_FALLBACK = '__spa-fallback.html';

async function isFile(full) {
  try {
    return (await stat(full)).isFile();
  } catch {
    return false;
  }
}

/** The file under `root` for a URL path, or null (never outside `root`). */
async function fileAt(root, urlPath) {
  let safe;
  try {
    safe = normalize(decodeURIComponent(urlPath)).replace(/^([/\\])+/, '');
  } catch {
    return null;
  }
  const full = join(root, safe);
  if (!full.startsWith(root + sep) && full !== root) return null;
  return (await isFile(full)) ? full : null;
}

/**
 * The file a production host would send for `urlPath`: the file itself, the prerendered page, the SPA
 * fallback, or index.html. `prerendered` says whether it is the path's own page (or file).
 * @returns {Promise<{ file: string, prerendered: boolean }>}
 */
export async function resolveFile(root, urlPath) {
  const trimmed = urlPath.replace(/\/+$/, '');
  if (urlPath !== '/' && !urlPath.endsWith('/')) {
    const file = await fileAt(root, urlPath);
    if (file) return { file, prerendered: true };
  }
  for (const candidate of [`${trimmed}/index.html`, `${trimmed}.html`]) {
    if (candidate === '.html') continue;
    const file = await fileAt(root, candidate);
    if (file) return { file, prerendered: true };
  }
  const fallback = join(root, SPA_FALLBACK);
  if (await isFile(fallback)) return { file: fallback, prerendered: false };
  return { file: join(root, 'index.html'), prerendered: false };
}

/** scripts/serve-build.mjs's rule, when the project has it: `(root, path) => { file } | null`. */
const projectRule = await import('../serve-build.mjs').then(
  (module) => (typeof module.resolveRequest === 'function' ? module.resolveRequest : null),
  () => null,
);

const LEGACY_AR = /^\/ar(?=\/|$)/;
const legacyArScript =
  '<script>try{localStorage.setItem("language","ar");' +
  'history.replaceState(history.state,"",(location.pathname.replace(/^\\/ar(?=\\/|$)/,"")||"/")+location.search+location.hash)}catch(e){}</script>';

/**
 * @param {{
 *   root: string,
 *   api?: (req: import('node:http').IncomingMessage, url: URL) => { status: number, body: unknown, type?: string } | null,
 *   legacyLang?: boolean,
 * }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function serve({ root: dir, api, legacyLang = false }) {
  const root = resolve(dir);
  const cache = new Map();
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const answer = api?.(req, url);
      if (answer) {
        const payload = answer.type ? String(answer.body) : JSON.stringify(answer.body);
        res.writeHead(answer.status, {
          'Content-Type': answer.type ?? 'application/json',
          'Cache-Control': 'no-store',
        });
        res.end(payload);
        return;
      }
      let path = url.pathname;
      const legacyAr = legacyLang && LEGACY_AR.test(path);
      if (legacyAr) path = path.replace(LEGACY_AR, '') || '/';
      const found = projectRule ? await projectRule(root, path) : await resolveFile(root, path);
      if (!found) {
        res.writeHead(404, { 'Content-Type': 'text/plain' });
        res.end('Not found');
        return;
      }
      const { file } = found;
      const isAsset = url.pathname.startsWith('/assets/') && !file.endsWith('.html');
      const ext = extname(file);
      const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      const gzip = acceptsGzip && COMPRESSIBLE.has(ext);
      const key = `${file}|${gzip}|${legacyAr}`;
      let body = cache.get(key);
      if (!body) {
        body = await readFile(file);
        if (legacyAr && ext === '.html')
          body = Buffer.from(String(body).replace(/<head[^>]*>/i, (head) => head + legacyArScript));
        if (gzip) body = gzipSync(body);
        cache.set(key, body);
      }
      const headers = {
        'Content-Type': TYPES[ext] ?? 'application/octet-stream',
        'Content-Length': body.length,
        'Cache-Control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      };
      if (gzip) headers['Content-Encoding'] = 'gzip';
      res.writeHead(200, headers);
      res.end(body);
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(String(error));
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
