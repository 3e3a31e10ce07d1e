// `npm run serve:prod`: the shop as it is served in production, on this machine. Builds it (`npm run build:mock-catalog`,
// mocking off; `--no-build` serves the build already there), starts the mock API over HTTP
// (scripts/mock-api-server.mjs) as the API stand-in, renders deploy/nginx.conf for these ports and starts
// Debian's nginx in the foreground: the static build, /api/v1 proxied to the mock, the security headers.
// Prints the address; Ctrl-C (or SIGTERM) stops nginx and the mock API.
//   PORT            nginx's port (default 8080)
//   MOCK_API_PORT   the mock API's port (default 8081)
//   HOST            the address both listen on (default 127.0.0.1)
//   PAYMENT_ORIGIN  form-action's payment page origin (default http://HOST:PORT: the mock's is under /api/v1)
//   CSP_REPORT_URI  where browsers report CSP violations (default: serve:prod's own collector on
//                   http://HOST:CSP_REPORT_PORT/, which prints each report and lists the last ones on GET)
//   CSP_REPORT_PORT that collector's port (default MOCK_API_PORT + 1: 8082)
//   SHOP_BUILD_DIR  the build to serve (default build: build/client and build/nginx/csp.conf)
//   NGINX           the nginx binary (default /usr/sbin/nginx, else nginx on PATH)
//   MOCK_API_SCRIPT the API stand-in to start with node (default scripts/mock-api-server.mjs)
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scrubErrorLog } from './nginx-error-log.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const TEMPLATE = join(repo, 'deploy', 'nginx.conf');
export const TEMPLATE_KEYS = [
  'LISTEN',
  'SHOP_ROOT',
  'CSP_CONF',
  'API_UPSTREAM',
  'PAYMENT_ORIGIN',
  'CSP_REPORT_URI',
];

/**
 * deploy/nginx.conf with its ${NAME} values filled in (comment lines are left as they are); a missing value, or a
 * ${NAME} it does not know, throws.
 */
export function fillTemplate(template, values) {
  return template
    .split('\n')
    .map((line) =>
      line.trimStart().startsWith('#')
        ? line
        : line.replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (_match, key) => {
            if (!TEMPLATE_KEYS.includes(key)) throw new Error(`deploy/nginx.conf: unknown value \${${key}}`);
            const value = values[key];
            if (value === undefined || value === '')
              throw new Error(`deploy/nginx.conf: no value for \${${key}}`);
            return String(value);
          }),
    )
    .join('\n');
}

/** Whether the system's enabled nginx modules include the brotli filter (Debian's modules-enabled). */
export function brotliEnabled(dir = '/etc/nginx/modules-enabled') {
  try {
    return readdirSync(dir).some((f) => /brotli/.test(readFileSync(join(dir, f), 'utf8')));
  } catch {
    return false;
  }
}

export function findNginx() {
  if (process.env.NGINX) return process.env.NGINX;
  if (existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  return 'nginx';
}

/** A runtime directory for nginx (its prefix): the rendered config, conf.d/, temp files, logs, the pid. */
export function prepareRuntime({ port, apiPort, host, buildDir, paymentOrigin, cspReportUri }) {
  // Rendered first: a template error leaves no directory behind.
  const config = fillTemplate(readFileSync(TEMPLATE, 'utf8'), {
    LISTEN: `${host}:${port}`,
    SHOP_ROOT: join(buildDir, 'client'),
    CSP_CONF: join(buildDir, 'nginx', 'csp.conf'),
    API_UPSTREAM: `http://${host}:${apiPort}`,
    PAYMENT_ORIGIN: paymentOrigin,
    CSP_REPORT_URI: cspReportUri,
  });
  const dir = mkdtempSync(join(tmpdir(), 'tafseel-nginx-'));
  // Run as root, nginx's workers drop to `nobody`: they must reach the temp directories inside.
  chmodSync(dir, 0o755);
  for (const sub of ['conf.d', 'logs', 'tmp']) mkdirSync(join(dir, sub));
  if (brotliEnabled()) copyFileSync(join(repo, 'deploy', 'brotli.conf'), join(dir, 'conf.d', 'brotli.conf'));
  writeFileSync(join(dir, 'nginx.conf'), config);
  return dir;
}

/**
 * nginx in the foreground on its prefix (prepareRuntime). Its error log, which deploy/nginx.conf sends to stderr,
 * is read through scrubErrorLog (no query string, no Referer) into logs/error.log under the prefix, and `echo`
 * (serve:prod's own stderr; null for none).
 */
export function spawnNginx(nginx, runtime, { echo = process.stderr } = {}) {
  const conf = join(runtime, 'nginx.conf');
  const child = spawn(nginx, ['-p', runtime, '-c', conf, '-g', 'daemon off;'], {
    cwd: repo,
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  const file = createWriteStream(join(runtime, 'logs', 'error.log'), { flags: 'a' });
  void scrubErrorLog(child.stderr, echo ? [file, echo] : [file]).finally(() => file.end());
  return child;
}

/** One CSP violation report, from either format: report-uri's `{ "csp-report": … }` or the Reporting API's list. */
export function cspReports(contentType, text) {
  const body = JSON.parse(text);
  const reports = /reports\+json/.test(contentType)
    ? (Array.isArray(body) ? body : [])
        .filter((r) => r?.type === 'csp-violation')
        .map((r) => ({
          page: r.body?.documentURL ?? r.url,
          directive: r.body?.effectiveDirective,
          blocked: r.body?.blockedURL,
        }))
    : [
        {
          page: body?.['csp-report']?.['document-uri'],
          directive:
            body?.['csp-report']?.['effective-directive'] ?? body?.['csp-report']?.['violated-directive'],
          blocked: body?.['csp-report']?.['blocked-uri'],
        },
      ];
  return reports.map((r) => ({
    page: String(r.page ?? ''),
    directive: String(r.directive ?? ''),
    blocked: String(r.blocked ?? ''),
  }));
}

/**
 * serve:prod's stand-in for a CSP report collector: takes the reports browsers POST (either format; CORS for
 * the Reporting API's preflight), prints one line each, and lists the last 100 on GET (the served journeys read
 * them). Resolves with the listening server.
 */
export function startReportCollector(host, port, log = console.log) {
  const reports = [];
  const server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    if (request.method === 'OPTIONS') {
      response.setHeader('Access-Control-Allow-Methods', 'POST');
      response.setHeader('Access-Control-Allow-Headers', 'Content-Type');
      response.writeHead(204).end();
      return;
    }
    if (request.method === 'GET') {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      response.end(JSON.stringify(reports));
      return;
    }
    if (request.method !== 'POST') {
      response.writeHead(405).end();
      return;
    }
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => {
      text += chunk;
      if (text.length > 100_000) request.destroy();
    });
    request.on('end', () => {
      try {
        for (const report of cspReports(request.headers['content-type'] ?? '', text)) {
          reports.push(report);
          if (reports.length > 100) reports.shift();
          log(`CSP violation on ${report.page}: ${report.directive} blocked ${report.blocked || '(inline)'}`);
        }
        response.writeHead(204).end();
      } catch {
        response.writeHead(400).end();
      }
    });
  });
  return new Promise((resolveServer, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolveServer(server));
  });
}

/** Resolves once something accepts connections on host:port, or rejects after timeoutMs. */
export function waitForPort(port, host, timeoutMs, isAlive = () => true) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolvePromise, reject) => {
    const attempt = () => {
      const socket = connect({ port, host });
      socket.once('connect', () => {
        socket.destroy();
        resolvePromise();
      });
      socket.once('error', () => {
        socket.destroy();
        if (!isAlive()) reject(new Error(`the process for ${host}:${port} has exited`));
        else if (Date.now() > deadline)
          reject(new Error(`nothing listens on ${host}:${port} after ${timeoutMs} ms`));
        else setTimeout(attempt, 200);
      });
    };
    attempt();
  });
}

const children = new Set();
let stopping = false;
let runtime;
let collector;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  collector?.close();
  const finish = () => {
    if (runtime) rmSync(runtime, { recursive: true, force: true });
    process.exit(code);
  };
  const waiting = [...children].filter((c) => c.exitCode === null && c.signalCode === null);
  if (waiting.length === 0) return finish();
  let left = waiting.length;
  for (const child of waiting) child.once('exit', () => --left === 0 && finish());
  setTimeout(finish, 5000).unref();
};
const start = (name, command, args, env = {}) =>
  track(name, spawn(command, args, { cwd: repo, stdio: 'inherit', env: { ...process.env, ...env } }));
const track = (name, child) => {
  children.add(child);
  child.once('error', (error) => {
    console.error(`[serve:prod] ${name} could not start: ${error.message}`);
    stop(1);
  });
  child.once('exit', (code, signal) => {
    // Ctrl-C reaches the children too (one process group): give our own SIGINT handler its turn first.
    setTimeout(() => {
      if (stopping) return;
      console.error(`[serve:prod] ${name} stopped (${signal ?? `exit ${code}`}); stopping the rest`);
      stop(1);
    }, 200);
  });
  return child;
};
const alive = (child) => () => child.exitCode === null && child.signalCode === null;

async function main(argv) {
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  const build = !argv.includes('--no-build');
  const port = Number(process.env.PORT || 8080);
  const apiPort = Number(process.env.MOCK_API_PORT || 8081);
  const host = process.env.HOST || '127.0.0.1';
  const buildDir = resolve(repo, process.env.SHOP_BUILD_DIR || 'build');
  // The mock's card page is under /api/v1: this very origin.
  const paymentOrigin = process.env.PAYMENT_ORIGIN || `http://${host}:${port}`;
  const log = (text) => console.log(`[serve:prod] ${text}`);
  let cspReportUri = process.env.CSP_REPORT_URI;
  if (!cspReportUri) {
    const reportPort = Number(process.env.CSP_REPORT_PORT || apiPort + 1);
    collector = await startReportCollector(host, reportPort, log);
    cspReportUri = `http://${host}:${reportPort}/`;
  }

  if (build) {
    log('building the shop (npm run build:mock-catalog; --no-build serves the build already there)');
    const result = spawnSync('npm', ['run', 'build:mock-catalog'], { cwd: repo, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('npm run build:mock-catalog failed');
  }
  for (const file of [join(buildDir, 'client', 'index.html'), join(buildDir, 'nginx', 'csp.conf')]) {
    if (!existsSync(file))
      throw new Error(`${file} is missing: run \`npm run build\` first (or drop --no-build)`);
  }

  const mockServer = resolve(repo, process.env.MOCK_API_SCRIPT || 'scripts/mock-api-server.mjs');
  if (!existsSync(mockServer))
    throw new Error(`${mockServer} is missing: the mock API server is not there yet`);
  log(`starting the mock API on http://${host}:${apiPort}`);
  const api = start('the mock API', process.execPath, [mockServer], {
    MOCK_API_PORT: String(apiPort),
    MOCK_API_HOST: host,
  });
  await waitForPort(apiPort, host, 120_000, alive(api));

  runtime = prepareRuntime({ port, apiPort, host, buildDir, paymentOrigin, cspReportUri });
  const nginx = findNginx();
  const conf = join(runtime, 'nginx.conf');
  const check = spawnSync(nginx, ['-p', runtime, '-c', conf, '-t', '-q'], { stdio: 'inherit' });
  if (check.error || check.status !== 0) {
    throw new Error(`nginx refused ${conf}${check.error ? `: ${check.error.message}` : ''}`);
  }
  const server = track('nginx', spawnNginx(nginx, runtime));
  await waitForPort(port, host, 20_000, alive(server));
  log(`the shop is served by nginx at http://${host}:${port}/`);
  log(`  files: ${join(buildDir, 'client')}; /api/v1 → the mock API at http://${host}:${apiPort}`);
  log(`  config: ${conf}; access log: ${join(runtime, 'logs', 'access.log')}`);
  log(`  error log (no query strings, no Referers): ${join(runtime, 'logs', 'error.log')}, and here`);
  log(`  CSP violation reports: ${cspReportUri}${collector ? ' (printed here)' : ''}`);
  log('Ctrl-C stops both.');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(`[serve:prod] ${error.message}`);
    stop(1);
  });
}
