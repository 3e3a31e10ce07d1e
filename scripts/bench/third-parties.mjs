// The bench's third parties (issue 39, `BENCH_THIRD_PARTIES=1 npm run bench`): the shop built with all three
// configured (a tag manager container, a chat provider, a session recorder) and served with her consent to all of
// them already given, each provider's script a local stand-in of a realistic size (stand-ins/), so the first-load
// and tap figures can be read beside the run without them. Nothing leaves the machine: the tag manager's fixed
// https address is mapped to a local https server (a certificate made here, for this run only).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttp } from 'node:http';
import { createServer as createHttps } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = (name) => fileURLToPath(new URL(name, import.meta.url));
/** Where the chat's and the recorder's stand-ins are served (baked into the build's settings). */
export const STAND_IN_PORT = 4870;
/** Where the tag manager's address is mapped (https). */
const TAG_MANAGER_PORT = 4871;

/** The build's settings: all three providers, their scripts the stand-ins. */
export const THIRD_PARTY_ENV = {
  VITE_GTM_ID: 'GTM-BENCH01',
  VITE_CHAT_SCRIPT_URL: `http://127.0.0.1:${STAND_IN_PORT}/chat.js`,
  VITE_CHAT_ID: 'bench',
  VITE_RECORDING_PROVIDER: 'clarity',
  VITE_RECORDING_ID: 'bench',
  VITE_RECORDING_SCRIPT_URL: `http://127.0.0.1:${STAND_IN_PORT}/recorder.js`,
};

/** Her answer, given before any of the page's scripts run (serve.mjs writes it into each page's head). */
export const CONSENT_SCRIPT = `<script>try{localStorage.setItem('consent',${JSON.stringify(
  JSON.stringify({ version: 1, analytics: true, experience: true, at: '2026-11-28T06:00:00.000Z' }),
)})}catch(e){}</script>`;

/** Chromium's flags for the run: the tag manager's host on this machine, its certificate accepted. */
export const THIRD_PARTY_CHROME_ARGS = [
  `--host-resolver-rules=MAP www.googletagmanager.com 127.0.0.1:${TAG_MANAGER_PORT}`,
  '--ignore-certificate-errors',
];

/**
 * A tag manager's container of a real one's size (≈ 200 kB, ≈ 85 kB gzip: Google's own with a GA4 tag is 100–300 kB): it reads
 * the data layer as a container does and works through a table of tags on load.
 */
function tagManagerStandIn() {
  // a seeded generator: the same bytes every run, about as compressible as a real container's
  let seed = 39;
  const random = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed / 2 ** 32;
  };
  const token = (length) =>
    Array.from({ length }, () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(random() * 36)]).join('');
  const tags = Array.from({ length: 1400 }, (_, i) => ({
    id: i,
    name: token(12),
    trigger: ['page_view', 'view_item', 'add_to_cart', 'purchase'][i % 4],
    params: { a: token(40), b: Math.floor(random() * 1e6), c: token(16) },
  }));
  return `(function(){var tags=${JSON.stringify(tags)};var dl=window.dataLayer=window.dataLayer||[];var seen=0;function run(){for(;seen<dl.length;seen++){var e=dl[seen];if(!e||!e.event)continue;for(var i=0;i<tags.length;i++)if(tags[i].trigger===e.event)tags[i].fired=(tags[i].fired||0)+1}}run();var push=dl.push;dl.push=function(){var r=push.apply(dl,arguments);run();return r};window.google_tag_manager={bench:true}})();`;
}

/** Starts the stand-ins' servers; returns their stop. */
export async function startStandIns() {
  const files = {
    '/chat.js': readFileSync(here('./stand-ins/chat.js')),
    '/recorder.js': readFileSync(here('./stand-ins/recorder.js')),
  };
  const gtm = Buffer.from(tagManagerStandIn());
  const answer = (body) => (req, res) => {
    const found = body(new URL(req.url ?? '/', 'http://x').pathname);
    if (!found) {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(200, {
      'Content-Type': 'text/javascript',
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': 'no-store',
    });
    res.end(found);
  };
  const http = createHttp(answer((path) => files[path]));
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'));
  execFileSync(
    'openssl',
    [
      ...[
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=www.googletagmanager.com',
      ],
      ...['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
    ],
    { stdio: 'ignore' },
  );
  const https = createHttps(
    { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) },
    answer((path) => (path === '/gtm.js' ? gtm : undefined)),
  );
  await Promise.all([
    new Promise((ok) => http.listen(STAND_IN_PORT, '127.0.0.1', ok)),
    new Promise((ok) => https.listen(TAG_MANAGER_PORT, '127.0.0.1', ok)),
  ]);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    await Promise.all([new Promise((ok) => http.close(ok)), new Promise((ok) => https.close(ok))]);
  };
}
