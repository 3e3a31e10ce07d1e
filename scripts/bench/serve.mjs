// A small static server for a built app, with an optional stand-in API, gzip like a production host. Listens on
// 127.0.0.1 only, on a free port.
//
// Which file a path gets: the project's own rule (`resolveRequest` of scripts/serve-build.mjs, what `npm run
// preview` and the e2e journeys serve): the prerendered page for that path, else the SPA fallback
// (`__spa-fallback.html`), else `index.html` (a build of the single-page app before prerendering, BENCH_REPO).
//
// `legacyLang`: for a build that has no `/ar…` pages (the language was a localStorage setting then), a path under
// `/ar` gets the page of the same path without `/ar`, with a first script in its head that stores the language
// as Arabic and takes `/ar` out of the address bar before any of the page's own scripts run. The page then
// opens exactly as it did for a shopper whose stored language was Arabic.
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { COMPRESSIBLE, CONTENT_TYPES, resolveRequest } from '../serve-build.mjs';

const LEGACY_AR = /^\/ar(?=\/|$)/;
const legacyArScript =
  '<script>try{localStorage.setItem("language","ar");' +
  'history.replaceState(history.state,"",(location.pathname.replace(/^\\/ar(?=\\/|$)/,"")||"/")+location.search+location.hash)}catch(e){}</script>';

/** @typedef {{ status: number, body: unknown, type?: string } | null} ApiAnswer */

let certificate;
/**
 * A certificate for 127.0.0.1, made with `openssl` the first time one is asked for and kept for the process: the
 * browser is told to accept it (`--ignore-certificate-errors`, run.mjs).
 */
function localCertificate() {
  if (certificate) return certificate;
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'));
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    const request =
      'req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1';
    execFileSync('openssl', [...request.split(' '), '-keyout', key, '-out', cert], { stdio: 'ignore' });
    certificate = { key: readFileSync(key), cert: readFileSync(cert) };
    return certificate;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * @param {{
 *   root: string,
 *   api?: (req: import('node:http').IncomingMessage, url: URL) => ApiAnswer | Promise<ApiAnswer>,
 *   legacyLang?: boolean,
 *   headScript?: string,
 *   secure?: boolean,
 * }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function serve({ root: dir, api, legacyLang = false, headScript = '', secure = false }) {
  const root = resolve(dir);
  const cache = new Map();
  const handle = async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const answer = await api?.(req, url);
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
      const found = await resolveRequest(root, path);
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
        // a script of the bench's own, first in every page (third-parties.mjs: her consent already given)
        if (headScript && ext === '.html')
          body = Buffer.from(String(body).replace(/<head[^>]*>/i, (head) => head + headScript));
        if (gzip) body = gzipSync(body);
        cache.set(key, body);
      }
      const headers = {
        'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
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
  };
  // `secure`: HTTPS with HTTP/2, as a host serves a site to her browser: one connection carries every request.
  // Plain HTTP/1.1 opens up to six, and Lighthouse's estimate gives each new one its own handshakes.
  const server = secure
    ? createSecureServer({ ...localCertificate(), allowHTTP1: true }, handle)
    : createServer(handle);
  const sessions = new Set();
  server.on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `${secure ? 'https' : 'http'}://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        for (const session of sessions) session.destroy();
        server.close(() => resolve());
      }),
  };
}
