import { spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeCspInclude } from '../../scripts/csp-hashes.mjs';
import { findNginx, prepareRuntime, spawnNginx, waitForPort } from '../../scripts/serve-prod.mjs';

// A served spec's own nginx (deploy/nginx.conf, rendered by scripts/serve-prod.mjs's prepareRuntime) on its own
// port, in front of the mock API the `served` project already runs, serving a copy of the build the spec may
// change (a deploy) without touching the one the other served journeys use.

/** The `served` project's ports (playwright.config.ts): nginx, then the mock API, then serve:prod's collector. */
export const SERVED_PORT = Number(process.env.E2E_SERVED_PORT || 4525);
export const MOCK_API_PORT = SERVED_PORT + 1;
export const REPORTS_PORT = SERVED_PORT + 2;
/** The build the `served` project serves (npm run build). */
export const BUILD_DIR = process.env.SHOP_BUILD_DIR || 'build';

export interface OwnNginx {
  url: string;
  /** A copy of the build: `client/` (what nginx serves) and `nginx/csp.conf`. */
  buildDir: string;
  /** nginx's prefix: its config, logs/access.log, logs/error.log (scrubbed, scripts/nginx-error-log.mjs)… */
  runtime: string;
  /** nginx -s reload: the config again, with the build's csp.conf as it is now; resolves once it serves it. */
  reload(): Promise<void>;
  stop(): Promise<void>;
}

export async function startOwnNginx(port: number, apiPort = MOCK_API_PORT): Promise<OwnNginx> {
  const host = '127.0.0.1';
  const buildDir = mkdtempSync(join(tmpdir(), 'shop-served-build-'));
  // Run as root, nginx's workers are `nobody`: they must reach the files.
  chmodSync(buildDir, 0o755);
  cpSync(BUILD_DIR, buildDir, { recursive: true });
  const runtime = prepareRuntime({
    port,
    apiPort,
    host,
    buildDir,
    paymentOrigin: `http://${host}:${port}`,
    cspReportUri: `http://${host}:${REPORTS_PORT}/`,
  });
  const nginx = findNginx();
  const conf = join(runtime, 'nginx.conf');
  const server: ChildProcess = spawnNginx(nginx, runtime);
  await waitForPort(port, host, 20_000, () => server.exitCode === null);
  return {
    url: `http://${host}:${port}`,
    buildDir,
    runtime,
    async reload() {
      // `-s reload` only signals the master, which starts new workers and lets the old ones finish: until they
      // have, a request may still meet the old configuration (the previous build's CSP beside the new pages).
      const before = workersOf(server.pid);
      const result = spawnSync(nginx, ['-p', runtime, '-c', conf, '-g', 'daemon off;', '-s', 'reload']);
      if (result.status !== 0) throw new Error(`nginx -s reload: ${String(result.stderr)}`);
      const deadline = Date.now() + 10_000;
      for (;;) {
        const now = workersOf(server.pid);
        if (now.length > 0 && !now.some((pid) => before.includes(pid))) return;
        if (Date.now() > deadline) throw new Error('nginx: the old workers still run 10 s after the reload');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      rmSync(buildDir, { recursive: true, force: true });
      rmSync(runtime, { recursive: true, force: true });
    },
  };
}

/** The worker processes of an nginx master (its children), by pid, read from /proc (Linux, as CI). */
function workersOf(master: number | undefined): number[] {
  if (master === undefined) return [];
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // pid (comm) state ppid …: the command may hold spaces and parentheses, the fields after it do not
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === master;
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);
}

function textFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(path);
    return /\.(html|js|css|json|xml)$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Makes the next build from a build's client directory, as a new release of changed code would be: every script
 * under a new name (a new content hash), every page, script and the route manifest naming the new ones, new CSP
 * hashes for the pages' inline scripts. Writes it into `to` (client/ and nginx/csp.conf).
 */
export async function makeNextBuild(from: string, to: string): Promise<void> {
  cpSync(from, join(to, 'client'), { recursive: true });
  const assets = join(to, 'client', 'assets');
  const renames = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => [name, name.replace(/\.js$/, 'N.js')] as const);
  const pattern = new RegExp(
    `(?<![\\w-])(${renames.map(([name]) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`,
    'g',
  );
  const next = new Map(renames);
  for (const file of textFiles(join(to, 'client'))) {
    const text = readFileSync(file, 'utf8');
    const changed = text.replace(pattern, (name) => next.get(name) ?? name);
    if (changed !== text) writeFileSync(file, changed);
  }
  for (const [name, renamed] of renames) {
    cpSync(join(assets, name), join(assets, renamed));
    rmSync(join(assets, name));
  }
  await writeCspInclude(join(to, 'client'));
}
