// Serves a build of the shop (build/client) the way any static host should (docs/serving.md, "Serving"):
// - a prerendered page for its path (/products → products/index.html, / → index.html);
// - the SPA fallback (__spa-fallback.html) for every other path, with status 200: the app routes it;
// - hashed assets (/assets/…) cached for a year, immutable; HTML and the other files not cached;
// - text compressed with gzip when the browser accepts it.
// Used by `npm run preview`, Playwright's webServer and the benchmark. No dependency beyond Node.
//   node scripts/serve-build.mjs <dir> <port> [host]
//   import { serveBuild } from './scripts/serve-build.mjs'; const server = await serveBuild(dir, port);
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};
export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml']);
const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

async function isFile(path) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The file that answers a URL path, and whether it is the SPA fallback; null for a missing asset. */
export async function resolveRequest(root, urlPath) {
  let path;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const target = normalize(join(root, path));
  if (target !== root && !target.startsWith(root + sep)) return null;
  if (await isFile(target)) return { file: target, fallback: false };
  const page = join(target, 'index.html');
  if (await isFile(page)) return { file: page, fallback: false };
  // A missing file with an extension (a stale asset, a typo) is a 404, not the app.
  if (path.startsWith('/assets/') || (extname(path) && extname(path) !== '.html')) return null;
  const spa = join(root, '__spa-fallback.html');
  if (await isFile(spa)) return { file: spa, fallback: true };
  const index = join(root, 'index.html');
  return (await isFile(index)) ? { file: index, fallback: true } : null;
}

export function serveBuild(dir, port, host = '127.0.0.1') {
  const root = resolve(dir);
  const gzipped = new Map();
  const server = createServer(async (request, response) => {
    try {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      const { pathname } = new URL(request.url ?? '/', 'http://localhost');
      const found = await resolveRequest(root, pathname);
      if (!found) {
        response
          .writeHead(404, { 'Content-Type': CONTENT_TYPES['.txt'], 'Cache-Control': NO_CACHE })
          .end('Not found');
        return;
      }
      const ext = extname(found.file);
      const headers = {
        'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
        'Cache-Control': pathname.startsWith('/assets/') && !found.fallback ? IMMUTABLE : NO_CACHE,
        'X-Content-Type-Options': 'nosniff',
        Vary: 'Accept-Encoding',
      };
      let body = await readFile(found.file);
      if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
        if (!gzipped.has(found.file)) gzipped.set(found.file, gzipSync(body));
        body = gzipped.get(found.file);
        headers['Content-Encoding'] = 'gzip';
      }
      headers['Content-Length'] = body.length;
      response.writeHead(200, headers);
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch (error) {
      console.error('[serve-build]', error);
      if (!response.headersSent) response.writeHead(500).end();
    }
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolvePromise(server));
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [dir = 'build/client', port = '4173', host = '127.0.0.1'] = process.argv.slice(2);
  serveBuild(dir, Number(port), host).then(
    () => console.log(`Serving ${dir} on http://${host}:${port}`),
    (error) => {
      console.error(`[serve-build] ${error.message}`);
      process.exit(1);
    },
  );
}
