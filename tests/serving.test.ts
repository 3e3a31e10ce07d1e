// @vitest-environment node
import { spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { JSDOM } from 'jsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashSource, inlineScripts, writeCspInclude } from '../scripts/csp-hashes.mjs';
import { mockWorker } from '../scripts/mock-worker-plugin';
import { deployBuild } from '../scripts/deploy-build.mjs';
import { scrubErrorLine } from '../scripts/nginx-error-log.mjs';
import {
  brotliEnabled,
  cspReports,
  findNginx,
  fillTemplate,
  prepareRuntime,
  spawnNginx,
  TEMPLATE,
  waitForPort,
} from '../scripts/serve-prod.mjs';

// Serving the build (docs/decisions/0019): the CSP's script hashes the build writes, deploy/nginx.conf, and MSW's
// worker kept out of the production build.

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'shop-serving-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function put(path: string, text: string) {
  const file = join(dir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** The hashes an nginx include gives every page ($csp_script_hashes). */
function hashesIn(include: string): string[] {
  const value = /^map \$host \$csp_script_hashes \{\n {2}default "([^"]*)";\n\}$/m.exec(include)?.[1];
  expect(value, include).toBeDefined();
  return value!.split(' ').filter(Boolean);
}

/** The hashes an nginx include gives the file nginx serves for a page ($csp_page_script_hashes, by $uri). */
function pageHashesIn(include: string, uri: string): string[] {
  const block = /^map \$uri \$csp_page_script_hashes \{\n([^}]*)\}$/m.exec(include)?.[1] ?? '';
  const line = block.split('\n').find((l) => l.trim().startsWith(`${JSON.stringify(uri)} `));
  return (
    /"([^"]*)";$/
      .exec(line ?? '')?.[1]
      ?.split(' ')
      .filter(Boolean) ?? []
  );
}

/** The hash of every inline script of a page, as a DOM parser (not the script's own reader) sees it. */
function domScriptHashes(html: string): string[] {
  const { document } = new JSDOM(html).window;
  return [...document.querySelectorAll('script:not([src])')].map((s) => hashSource(s.textContent ?? ''));
}

describe('the CSP script hashes', () => {
  it("hashes a script as CSP does (the specification's own example)", () => {
    // CSP Level 3, "hash-source": alert('Hello, world.'); → sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=
    expect(hashSource("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
  });

  it('takes every inline script, of any type and case, and leaves out the ones with src', () => {
    const html = [
      '<!doctype html><html><head>',
      '<script>var a = 1;</script>',
      '<SCRIPT type="module" async>import "/assets/x.js";\n</SCRIPT>',
      '<script src="/assets/entry.js"></script>',
      '<script type="module" src="/assets/y.js" ></script>',
      '<script data-src="x">b()</script >',
      '</head><body><script>\r\nwindow.x = "é";\r</script></body></html>',
    ].join('');
    expect(inlineScripts(html)).toEqual([
      'var a = 1;',
      'import "/assets/x.js";\n',
      'b()',
      // The HTML parser turns CR LF and CR into LF before the script has its text.
      '\nwindow.x = "é";\n',
    ]);
    // The same hashes a DOM parser's script text gives.
    expect(inlineScripts(html).map(hashSource)).toEqual(domScriptHashes(html));
  });

  it('writes one nginx include with the distinct hashes of every HTML file under the build', async () => {
    put('client/index.html', '<script>one()</script><script src="/a.js"></script>');
    put('client/about-us/index.html', '<script>one()</script><script>two()</script>');
    put('client/ar/index.html', '<script>one()</script><script>home()</script>');
    put('client/__spa-fallback.html', '<script>three()</script>');
    put('client/assets/x.js', 'not(html)');
    const { pages, outFile } = await writeCspInclude(join(dir, 'client'));
    expect(pages).toHaveLength(4);
    expect(outFile).toBe(join(dir, 'nginx', 'csp.conf'));
    const include = readFileSync(outFile, 'utf8');
    // what two pages share, for every page; what one page has, for that page alone (by every name try_files
    // gives its file: /ar/index.html for /ar, /ar//index.html for /ar/)
    expect(hashesIn(include)).toEqual([hashSource('one()')]);
    expect(pageHashesIn(include, '/about-us/index.html')).toEqual([hashSource('two()')]);
    expect(pageHashesIn(include, '/ar/index.html')).toEqual([hashSource('home()')]);
    expect(pageHashesIn(include, '/ar//index.html')).toEqual([hashSource('home()')]);
    expect(pageHashesIn(include, '/__spa-fallback.html')).toEqual([hashSource('three()')]);
    expect(pageHashesIn(include, '/index.html')).toEqual([]);
  });

  it("gives a page's data script, the same in its English and Arabic files, to those two files alone", async () => {
    put('client/products/7/index.html', '<script>head()</script><script>piece(7)</script>');
    put('client/ar/products/7/index.html', '<script>head()</script><script>piece(7)</script>');
    put('client/products/8/index.html', '<script>head()</script><script>piece(8)</script>');
    const include = readFileSync((await writeCspInclude(join(dir, 'client'))).outFile, 'utf8');
    expect(hashesIn(include)).toEqual([hashSource('head()')]);
    expect(pageHashesIn(include, '/products/7/index.html')).toEqual([hashSource('piece(7)')]);
    expect(pageHashesIn(include, '/ar/products/7/index.html')).toEqual([hashSource('piece(7)')]);
    expect(pageHashesIn(include, '/products/8/index.html')).toEqual([hashSource('piece(8)')]);
  });

  it('keeps a catalog of many prerendered pieces within what nginx reads', async () => {
    for (let id = 1; id <= 240; id += 1) {
      put(`client/products/${id}/index.html`, `<script>head()</script><script>piece(${id})</script>`);
    }
    const { outFile } = await writeCspInclude(join(dir, 'client'));
    const include = readFileSync(outFile, 'utf8');
    expect(hashesIn(include)).toEqual([hashSource('head()')]);
    expect(pageHashesIn(include, '/products/240/index.html')).toEqual([hashSource('piece(240)')]);
  });

  it('refuses a directory with no HTML (a build that did not happen)', async () => {
    mkdirSync(join(dir, 'client'));
    await expect(writeCspInclude(join(dir, 'client'))).rejects.toThrow(/no HTML files/);
  });
  // Every inline script of a real build is checked in tests/bundle.test.ts, which builds first.
});

describe('deploy/nginx.conf', () => {
  const template = readFileSync(TEMPLATE, 'utf8');
  const values = {
    LISTEN: '127.0.0.1:1',
    SHOP_ROOT: '/srv/shop/client',
    CSP_CONF: '/srv/shop/nginx/csp.conf',
    API_UPSTREAM: 'http://127.0.0.1:2',
    PAYMENT_ORIGIN: 'https://pay.example',
    CSP_REPORT_URI: 'https://reports.example/csp',
  };

  it('fills in every value, and refuses a missing or unknown one', () => {
    const config = fillTemplate(template, values);
    expect(config).toContain('listen 127.0.0.1:1;');
    expect(config).toContain('proxy_pass http://127.0.0.1:2;');
    expect(config).toContain("form-action 'self' https://pay.example;");
    expect(config).toContain('report-uri https://reports.example/csp; $shop_csp_report_to"');
    expect(config).toContain('map "https://reports.example/csp" $shop_reporting_endpoints {');
    const directives = config.split('\n').filter((l) => !l.trimStart().startsWith('#'));
    expect(directives.join('\n')).not.toMatch(/\$\{[A-Z]/);
    expect(() => fillTemplate(template, { ...values, API_UPSTREAM: undefined })).toThrow(/API_UPSTREAM/);
    expect(() => fillTemplate('root ${ROOTS};', values)).toThrow(/unknown value \$\{ROOTS\}/);
  });

  it('sets every header in the server block, none in a location (which would drop them all there)', () => {
    // nginx: a block with any add_header of its own inherits none from the blocks around it.
    const lines = template.split('\n').map((l) => l.replace(/#.*/, ''));
    let depth = 0;
    let locationDepth = 0;
    for (const line of lines) {
      if (/^\s*location\b/.test(line)) locationDepth = depth + 1;
      if (locationDepth && /\badd_header\b/.test(line)) throw new Error(`add_header in a location: ${line}`);
      depth += (line.match(/\{/g) ?? []).length - (line.match(/\}/g) ?? []).length;
      if (depth < locationDepth) locationDepth = 0;
    }
    const headers = [...template.matchAll(/^\s*add_header ([\w-]+) /gm)].map((m) => m[1]);
    expect(headers).toEqual([
      'Content-Security-Policy',
      'Reporting-Endpoints',
      'Referrer-Policy',
      'X-Content-Type-Options',
      'Permissions-Policy',
      'Strict-Transport-Security',
      'Cross-Origin-Opener-Policy',
      'Cache-Control',
      'Cache-Control',
    ]);
    // Every header but the caching of our own files goes on every answer, errors too.
    const always = [...template.matchAll(/^\s*add_header ([\w-]+) (.*);$/gm)].filter(
      (m) => !/ always$/.test(m[2]!),
    );
    expect(always.map((m) => m[0].trim())).toEqual(['add_header Cache-Control $shop_cache_control;']);
    const csp = /add_header Content-Security-Policy "([^"]*)"/.exec(template)?.[1] ?? '';
    expect(csp).toMatch(
      /script-src 'self' \$csp_script_hashes \$csp_page_script_hashes \$csp_third_party_script_src;/,
    );
    expect(/script-src[^;]*'unsafe-inline'/.test(csp)).toBe(false);
    for (const directive of ["frame-ancestors 'none'", "base-uri 'self'", "object-src 'none'"]) {
      expect(csp).toContain(directive);
    }
  });

  it('logs no query string, of the request or of its Referer', () => {
    const directives = template
      .split('\n')
      .filter((l) => !l.trimStart().startsWith('#'))
      .join('\n');
    const logFormat = /log_format shop ([^;]*);/.exec(directives)?.[1] ?? '';
    expect(logFormat).toContain('$shop_log_path');
    expect(logFormat).toContain('$shop_log_referer');
    for (const variable of [
      '$request ',
      '$request"',
      '$request_uri',
      '$args',
      '$query_string',
      '$http_referer',
      '$uri',
    ])
      expect(logFormat).not.toContain(variable);
    expect(directives).toMatch(/^\s*access_log logs\/access\.log shop;$/m);
    expect(directives.match(/^\s*access_log\b/gm)).toHaveLength(1);
  });

  it('adds no-store to the API answers that carry no Cache-Control, and nothing to those that do', () => {
    expect(template).toMatch(
      /map \$upstream_http_cache_control \$shop_api_no_store \{\s*"" "no-store";\s*default "";\s*\}/,
    );
    expect(template).toMatch(
      /map \$uri \$shop_api_cache_control \{\s*~\^\/api\/ \$shop_api_no_store;\s*default "";\s*\}/,
    );
  });

  it("includes brotli only where the system's nginx loads the module (its directives stop an nginx without it)", () => {
    expect(brotliEnabled(join(dir, 'no-such-dir'))).toBe(false);
    put(
      'modules-enabled/50-mod-http-image-filter.conf',
      'load_module modules/ngx_http_image_filter_module.so;\n',
    );
    expect(brotliEnabled(join(dir, 'modules-enabled'))).toBe(false);
    put(
      'modules-enabled/50-mod-http-brotli-filter.conf',
      'load_module modules/ngx_http_brotli_filter_module.so;\n',
    );
    expect(brotliEnabled(join(dir, 'modules-enabled'))).toBe(true);
  });

  const nginx = findNginx();
  it.skipIf(!existsSync(nginx))('renders into a config nginx accepts (nginx -t)', async () => {
    const root = join(dir, 'client');
    put('client/index.html', '<script>one()</script>');
    put('client/ar/index.html', '<script>one()</script><script>two()</script>');
    put('client/about/index.html', '<script>one()</script>');
    for (const sub of ['conf.d', 'logs', 'tmp']) mkdirSync(join(dir, 'run', sub), { recursive: true });
    const conf = join(dir, 'run', 'nginx.conf');
    await writeCspInclude(join(dir, 'client'));
    writeFileSync(
      conf,
      fillTemplate(template, { ...values, SHOP_ROOT: root, CSP_CONF: join(dir, 'nginx', 'csp.conf') }),
    );
    const result = spawnSync(nginx, ['-p', join(dir, 'run'), '-c', conf, '-t'], { encoding: 'utf8' });
    expect(result.stderr).toMatch(/syntax is ok/);
    expect(result.status, result.stderr).toBe(0);
  });
});

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe.skipIf(!existsSync(findNginx()))('deploy/nginx.conf, served by nginx', () => {
  const FALLBACK = '<!doctype html><title>shop</title><script>boot()</script><main>the app routes it</main>';
  let nginx: ChildProcess | null = null;
  let runtime = '';
  let url = '';
  /** nginx on a small build (a page, the SPA fallback, a file, an asset), its API a port where nothing listens. */
  async function serve(cspReportUri: string) {
    chmodSync(dir, 0o755);
    put('build/client/index.html', '<!doctype html><title>home</title><script>one()</script>');
    put('build/client/__spa-fallback.html', FALLBACK);
    put('build/client/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    put('build/client/assets/entry-abc.js', 'run()');
    await writeCspInclude(join(dir, 'build', 'client'));
    const [port, apiPort] = [await freePort(), await freePort()];
    runtime = prepareRuntime({
      port,
      apiPort,
      host: '127.0.0.1',
      buildDir: join(dir, 'build'),
      paymentOrigin: 'https://pay.example',
      cspReportUri,
    });
    const started = spawnNginx(findNginx(), runtime, { echo: null });
    nginx = started;
    await waitForPort(port, '127.0.0.1', 20_000, () => started.exitCode === null);
    url = `http://127.0.0.1:${port}`;
  }
  afterEach(async () => {
    const running = nginx;
    nginx = null;
    if (running && running.exitCode === null) {
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
    }
    if (runtime) rmSync(runtime, { recursive: true, force: true });
  });

  it("answers an address whose last part holds a dot with the shop's own page and a 404, not nginx's", async () => {
    await serve('https://reports.example/csp');
    for (const path of ['/products/1.5', '/ar/order-summary/a.b', '/favicon.ico', '/ar/products/12.json']) {
      const response = await fetch(`${url}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-security-policy'), path).toContain("'sha256-");
      expect(await response.text(), path).toBe(FALLBACK);
    }
    // a file that is there is the file; a missing asset stays a bare 404 (a stale script must not get a page)
    expect((await fetch(`${url}/favicon.svg`)).status).toBe(200);
    const asset = await fetch(`${url}/assets/entry-gone.js`);
    expect(asset.status).toBe(404);
    expect(await asset.text()).not.toContain('the app routes it');
  });

  it('writes no query string and no Referer into its error log', async () => {
    await serve('https://reports.example/csp');
    // the API is down: nginx logs the request it could not pass on
    const response = await fetch(`${url}/api/v1/auth/validateToken?token=secret-token-7c1e`, {
      headers: { Referer: `${url}/auth/callback?token=secret-token-7c1e` },
    });
    expect(response.status).toBe(502);
    const readLog = () => readFileSync(join(runtime, 'logs', 'error.log'), 'utf8');
    await expect.poll(readLog).toContain('while connecting to upstream');
    const log = readLog();
    expect(log).toContain('request: "GET /api/v1/auth/validateToken HTTP/1.1"');
    expect(log).not.toMatch(/secret|referrer|\?/);
  });

  it('asks for reports by report-uri alone with an http:// collector, whose reports Chromium sends nowhere else', async () => {
    await serve('http://127.0.0.1:9/reports');
    const plain = await fetch(url);
    expect(plain.headers.get('content-security-policy')).toMatch(
      /report-uri http:\/\/127\.0\.0\.1:9\/reports;\s*$/,
    );
    expect(plain.headers.get('reporting-endpoints')).toBeNull();
  });

  it('names the Reporting API endpoint with an https:// collector', async () => {
    await serve('https://reports.example/csp');
    const secure = await fetch(url);
    expect(secure.headers.get('content-security-policy')).toMatch(
      /report-uri https:\/\/reports\.example\/csp; report-to csp$/,
    );
    expect(secure.headers.get('reporting-endpoints')).toBe('csp="https://reports.example/csp"');
  });
});

describe("nginx's error log, read through scripts/nginx-error-log.mjs", () => {
  it('keeps every line but the query strings and the Referer', () => {
    const line =
      '2026/11/28 00:00:00 [error] 7#7: *1 upstream timed out (110: Connection timed out) while reading response ' +
      'header from upstream, client: 127.0.0.1, server: _, request: "GET /api/v1/products?q=a%22b c&page=2 HTTP/1.1", ' +
      'upstream: "http://127.0.0.1:8081/api/v1/products?q=secret", host: "shop.example", referrer: ' +
      '"https://shop.example/auth/callback?token=secret", extra';
    expect(scrubErrorLine(line)).toBe(
      '2026/11/28 00:00:00 [error] 7#7: *1 upstream timed out (110: Connection timed out) while reading response ' +
        'header from upstream, client: 127.0.0.1, server: _, request: "GET /api/v1/products HTTP/1.1", ' +
        'upstream: "http://127.0.0.1:8081/api/v1/products", host: "shop.example"',
    );
    expect(scrubErrorLine('2026/11/28 [notice] 1#1: start worker processes')).toBe(
      '2026/11/28 [notice] 1#1: start worker processes',
    );
  });
});

describe("CSP violation reports (serve:prod's collector)", () => {
  it("reads report-uri's format and the Reporting API's", () => {
    expect(
      cspReports(
        'application/csp-report',
        JSON.stringify({
          'csp-report': {
            'document-uri': 'https://s/',
            'effective-directive': 'script-src-elem',
            'blocked-uri': 'inline',
          },
        }),
      ),
    ).toEqual([{ page: 'https://s/', directive: 'script-src-elem', blocked: 'inline' }]);
    expect(
      cspReports(
        'application/reports+json',
        JSON.stringify([
          {
            type: 'csp-violation',
            url: 'https://s/a',
            body: {
              documentURL: 'https://s/a',
              effectiveDirective: 'img-src',
              blockedURL: 'https://x/i.png',
            },
          },
          { type: 'deprecation', url: 'https://s/a', body: {} },
        ]),
      ),
    ).toEqual([{ page: 'https://s/a', directive: 'img-src', blocked: 'https://x/i.png' }]);
  });
});

describe('scripts/deploy-build.mjs', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const build = (name: string, assets: string[]) => {
    for (const asset of assets) put(`${name}/assets/${asset}`, asset);
    put(`${name}/index.html`, `<script type="module" src="/assets/${assets[0]}"></script>`);
    return join(dir, name);
  };

  it('copies a build beside the previous ones, and removes their assets only days after they left', () => {
    const live = join(dir, 'live');
    const t0 = Date.parse('2026-11-01T00:00:00Z');
    deployBuild(build('one', ['entry-a.js', 'faqs-a.js', 'chunk-a.js']), live, { keepDays: 7, now: t0 });
    // The second release changes the entry and the FAQs page; the chunk stays.
    const second = deployBuild(build('two', ['entry-b.js', 'faqs-b.js', 'chunk-a.js']), live, {
      keepDays: 7,
      now: t0 + 3 * DAY,
    });
    expect(second.retired.sort()).toEqual(['entry-a.js', 'faqs-a.js']);
    expect(second.removed).toEqual([]);
    expect(readFileSync(join(live, 'index.html'), 'utf8')).toContain('entry-b.js');
    for (const asset of ['entry-a.js', 'faqs-a.js', 'entry-b.js', 'faqs-b.js', 'chunk-a.js'])
      expect(existsSync(join(live, 'assets', asset)), asset).toBe(true);

    // Nine days after the first release, six after the second: the first's files are still kept.
    const third = deployBuild(build('three', ['entry-c.js', 'faqs-b.js', 'chunk-a.js']), live, {
      keepDays: 7,
      now: t0 + 9 * DAY,
    });
    expect(third.retired).toEqual(['entry-b.js']);
    expect(third.removed).toEqual([]);
    // Eight days after they left, they go; the second's entry, retired just now, stays.
    const fourth = deployBuild(build('four', ['entry-c.js', 'faqs-b.js', 'chunk-a.js']), live, {
      keepDays: 7,
      now: t0 + 11 * DAY,
    });
    expect(fourth.removed.sort()).toEqual(['entry-a.js', 'faqs-a.js']);
    expect(existsSync(join(live, 'assets', 'entry-a.js'))).toBe(false);
    expect(existsSync(join(live, 'assets', 'entry-b.js'))).toBe(true);
    // The record is beside the live root, not in what nginx serves.
    expect(existsSync(`${live}.deployed.json`)).toBe(true);
  });

  it('brings back a retired asset that a later build names again', () => {
    const live = join(dir, 'live');
    const t0 = Date.parse('2026-11-01T00:00:00Z');
    deployBuild(build('one', ['entry-a.js']), live, { now: t0 });
    deployBuild(build('two', ['entry-b.js']), live, { now: t0 + DAY });
    deployBuild(build('three', ['entry-a.js']), live, { now: t0 + 2 * DAY });
    const later = deployBuild(build('four', ['entry-a.js']), live, { now: t0 + 30 * DAY });
    expect(later.removed).toEqual(['entry-b.js']);
    expect(existsSync(join(live, 'assets', 'entry-a.js'))).toBe(true);
  });
});

describe("MSW's service worker", () => {
  type Emit = { fileName: string; source: string };
  function emitted(enabled: boolean, consumer: 'client' | 'server') {
    const files: Emit[] = [];
    const plugin = mockWorker({ enabled });
    const hook = plugin.generateBundle as unknown as (this: unknown) => void;
    hook.call({ environment: { config: { consumer } }, emitFile: (file: Emit) => files.push(file) });
    return files.map((f) => f.fileName);
  }

  it('goes into a browser build with the mock on (the e2e build) and no other', () => {
    expect(emitted(true, 'client')).toEqual(['mockServiceWorker.js']);
    expect(emitted(false, 'client')).toEqual([]);
    expect(emitted(true, 'server')).toEqual([]);
  });

  it('is not in public/ (Vite copies public/ into every build) and nothing copies it there on install', () => {
    expect(existsSync(join(process.cwd(), 'public', 'mockServiceWorker.js'))).toBe(false);
    const pkg = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as {
      msw?: { workerDirectory?: unknown };
    };
    expect(pkg.msw?.workerDirectory).toBeUndefined();
  });
});
