// A small static server for a built app (SPA fallback, gzip like a production host) with an optional
// stand-in API. Listens on 127.0.0.1 only, on a free port.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.txt']);

async function fileAt(root, urlPath) {
  const safe = normalize(decodeURIComponent(urlPath)).replace(/^([/\\])+/, '');
  const full = join(root, safe);
  if (!full.startsWith(root + sep) && full !== root) return null;
  try {
    const info = await stat(full);
    return info.isFile() ? full : null;
  } catch {
    return null;
  }
}

/**
 * @param {{ root: string, api?: (req: import('node:http').IncomingMessage, url: URL) => { status: number, body: unknown, type?: string } | null }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function serve({ root, api }) {
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
      let file = await fileAt(root, url.pathname);
      const isAsset = file !== null && url.pathname.startsWith('/assets/');
      if (!file) file = join(root, 'index.html');
      const ext = extname(file);
      const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      const key = `${file}|${acceptsGzip && COMPRESSIBLE.has(ext)}`;
      let body = cache.get(key);
      if (!body) {
        body = await readFile(file);
        if (acceptsGzip && COMPRESSIBLE.has(ext)) body = gzipSync(body);
        cache.set(key, body);
      }
      const headers = {
        'Content-Type': TYPES[ext] ?? 'application/octet-stream',
        'Content-Length': body.length,
        'Cache-Control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      };
      if (acceptsGzip && COMPRESSIBLE.has(ext)) headers['Content-Encoding'] = 'gzip';
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
