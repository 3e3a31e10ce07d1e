// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serve } from '../scripts/bench/serve.mjs';

// The bench serves both apps over HTTPS with HTTP/2, as a host serves them (docs/decisions/0040, session 25):
// one connection carries every request of a page.
const root = mkdtempSync(join(tmpdir(), 'bench-serve-'));
writeFileSync(join(root, 'index.html'), '<!doctype html><title>bench</title><p>served</p>');
afterAll(() => rmSync(root, { recursive: true, force: true }));

function get(url: string, paths: string[]) {
  return new Promise<{ statuses: number[]; bodies: string[]; protocol: string | undefined }>(
    (resolve, reject) => {
      // its certificate is made for the run: the browser is told to accept it, and so is this client
      const session = connect(url, { rejectUnauthorized: false });
      session.on('error', reject);
      const answers = paths.map(
        (path) =>
          new Promise<{ status: number; body: string }>((done, fail) => {
            const stream = session.request({ ':path': path });
            let status = 0;
            let body = '';
            stream.on('response', (headers) => (status = Number(headers[':status'])));
            stream.setEncoding('utf8');
            stream.on('data', (chunk: string) => (body += chunk));
            stream.on('end', () => done({ status, body }));
            stream.on('error', fail);
          }),
      );
      Promise.all(answers).then((all) => {
        const protocol = session.alpnProtocol;
        session.close();
        resolve({ statuses: all.map((a) => a.status), bodies: all.map((a) => a.body), protocol });
      }, reject);
    },
  );
}

describe("the bench's server", () => {
  it('answers over HTTPS and HTTP/2, every request of a page on one connection', async () => {
    const server = await serve({ root, secure: true });
    try {
      expect(server.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      const { statuses, bodies, protocol } = await get(server.url, ['/', '/products', '/missing.js']);
      expect(protocol).toBe('h2');
      expect(statuses).toEqual([200, 200, 404]);
      expect(bodies[0]).toContain('<p>served</p>');
    } finally {
      await server.close();
    }
  });

  it('serves plain HTTP/1.1 when asked (BENCH_HTTP1=1)', async () => {
    const server = await serve({ root });
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const response = await fetch(server.url + '/');
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<p>served</p>');
    } finally {
      await server.close();
    }
  });
});
