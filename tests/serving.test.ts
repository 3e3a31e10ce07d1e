// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { JSDOM } from 'jsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashSource, inlineScripts, writeCspInclude } from '../scripts/csp-hashes.mjs';
import { mockWorker } from '../scripts/mock-worker-plugin';
import { findNginx, fillTemplate, TEMPLATE } from '../scripts/serve-prod.mjs';

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

/** The hashes an nginx include sets in $csp_script_hashes. */
function hashesIn(include: string): string[] {
  const value = /^set \$csp_script_hashes "([^"]*)";$/m.exec(include)?.[1];
  expect(value, include).toBeDefined();
  return value!.split(' ').filter(Boolean);
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
    put('client/ar/index.html', '<script>one()</script><script>two()</script>');
    put('client/__spa-fallback.html', '<script>three()</script>');
    put('client/assets/x.js', 'not(html)');
    const { pages, outFile } = await writeCspInclude(join(dir, 'client'));
    expect(pages).toHaveLength(3);
    expect(outFile).toBe(join(dir, 'nginx', 'csp.conf'));
    const hashes = hashesIn(readFileSync(outFile, 'utf8'));
    expect(hashes).toEqual([hashSource('one()'), hashSource('two()'), hashSource('three()')].sort());
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
  };

  it('fills in every value, and refuses a missing or unknown one', () => {
    const config = fillTemplate(template, values);
    expect(config).toContain('listen 127.0.0.1:1;');
    expect(config).toContain('proxy_pass http://127.0.0.1:2;');
    expect(config).toContain("form-action 'self' https://pay.example;");
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
      'Referrer-Policy',
      'X-Content-Type-Options',
      'Permissions-Policy',
      'Strict-Transport-Security',
      'Cache-Control',
    ]);
    const csp = /add_header Content-Security-Policy "([^"]*)"/.exec(template)?.[1] ?? '';
    expect(csp).toMatch(/script-src 'self' \$csp_script_hashes;/);
    expect(/script-src[^;]*'unsafe-inline'/.test(csp)).toBe(false);
    for (const directive of ["frame-ancestors 'none'", "base-uri 'self'", "object-src 'none'"]) {
      expect(csp).toContain(directive);
    }
  });

  const nginx = findNginx();
  it.skipIf(!existsSync(nginx))('renders into a config nginx accepts (nginx -t)', () => {
    const root = join(dir, 'client');
    put('client/index.html', '<script>one()</script>');
    put('nginx/csp.conf', 'set $csp_script_hashes "\'sha256-x\'";\n');
    for (const sub of ['conf.d', 'logs', 'tmp']) mkdirSync(join(dir, 'run', sub), { recursive: true });
    const conf = join(dir, 'run', 'nginx.conf');
    writeFileSync(
      conf,
      fillTemplate(template, { ...values, SHOP_ROOT: root, CSP_CONF: join(dir, 'nginx', 'csp.conf') }),
    );
    const result = spawnSync(nginx, ['-p', join(dir, 'run'), '-c', conf, '-t'], { encoding: 'utf8' });
    expect(result.stderr).toMatch(/syntax is ok/);
    expect(result.status, result.stderr).toBe(0);
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
