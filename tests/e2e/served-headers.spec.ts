import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { APIResponse } from '@playwright/test';
import arCheckout from '../../src/locales/ar/checkout';
import enProduct from '../../src/locales/en/product';
import { expect, test } from './fixtures';
import { watchCspViolations } from './served-fixtures';
import { REPORTS_PORT, SERVED_PORT, startOwnNginx } from './served-nginx';

// The `served` project only (playwright.config.ts): the production build behind nginx (deploy/nginx.conf,
// scripts/serve-prod.mjs), the headers every answer carries, and the Content-Security-Policy enforced.

const HSTS = 'max-age=31536000; includeSubDomains';
const PERMISSIONS =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const GZIP = { 'Accept-Encoding': 'gzip' };
// serve:prod's CSP report collector (scripts/serve-prod.mjs), which the served project's nginx names.
const REPORTS = `http://127.0.0.1:${REPORTS_PORT}/`;

/** The policy's directives by name: { 'script-src': ["'self'", "'sha256-…'"], … }. */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** Every security header, on any answer: a page, an asset, an API answer, an error. */
function expectSecurityHeaders(response: APIResponse, referrerPolicy = 'strict-origin-when-cross-origin') {
  const headers = response.headers();
  const where = response.url();
  const csp = directives(headers['content-security-policy'] ?? '');
  expect(csp['default-src'], where).toEqual(["'self'"]);
  expect(csp['script-src']?.[0], where).toBe("'self'");
  expect(
    csp['script-src']?.slice(1).every((s) => /^'sha256-[\w+/]+={0,2}'$/.test(s)),
    where,
  ).toBe(true);
  expect(csp['script-src'], where).not.toContain("'unsafe-inline'");
  expect(csp['script-src'], where).not.toContain("'unsafe-eval'");
  expect(csp['object-src'], where).toEqual(["'none'"]);
  expect(csp['base-uri'], where).toEqual(["'self'"]);
  expect(csp['frame-ancestors'], where).toEqual(["'none'"]);
  // The site and the payment page's origin (serve:prod: this origin, the mock's card page is under /api/v1).
  expect(csp['form-action']?.[0], where).toBe("'self'");
  expect(csp['form-action'], where).toContain(new URL(where).origin);
  expect(headers['referrer-policy'], where).toBe(referrerPolicy);
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['permissions-policy'], where).toBe(PERMISSIONS);
  expect(headers['strict-transport-security'], where).toBe(HSTS);
  expect(headers['cross-origin-opener-policy'], where).toBe('same-origin');
  // Violations are reported by report-uri: the collector is http://, where Chromium's Reporting API sends nothing,
  // and a policy that names report-to would keep Chromium from using report-uri (deploy/nginx.conf).
  expect(csp['report-uri'], where).toEqual([REPORTS]);
  expect(csp['report-to'], where).toBeUndefined();
  expect(headers['reporting-endpoints'], where).toBeUndefined();
  return csp;
}

const sha256 = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((m) => !/\bsrc=/.test(m[1]!))
    .map((m) => m[2]!);

test.describe('nginx answers', () => {
  const pages = [
    // [path, the file nginx must answer with]
    ['/', '/index.html'],
    ['/products', '/products/index.html'],
    ['/ar', '/ar/index.html'],
    ['/ar/size-guide', '/ar/size-guide/index.html'],
    ['/terms%26conidtions', '/terms&conidtions/index.html'],
    ['/cart', '/__spa-fallback.html'],
    // a piece of the catalog, prerendered from the API (decision 0028), by either of its addresses; one the build
    // did not have, the SPA fallback
    ['/products/1', '/products/1/index.html'],
    ['/ar/products/1/', '/ar/products/1/index.html'],
    ['/products/999999', '/__spa-fallback.html'],
    ['/ar/profile/my-orders/MTM-100231', '/__spa-fallback.html'],
  ] as const;

  for (const [path, file] of pages) {
    test(`${path}: ${file.includes('fallback') ? 'the SPA fallback' : 'its prerendered page'}, not cached, gzipped, with every header and its scripts' hashes`, async ({
      request,
    }) => {
      const response = await request.get(path, { headers: GZIP });
      expect(response.status()).toBe(200);
      const headers = response.headers();
      expect(headers['content-type']).toBe('text/html; charset=utf-8');
      expect(headers['cache-control']).toBe('no-cache');
      expect(headers['content-encoding']).toBe('gzip');
      const csp = expectSecurityHeaders(response);
      const html = await response.text();
      expect(html).toBe(await (await request.get(encodeURI(file))).text());
      const scripts = inlineScripts(html);
      expect(scripts.length).toBeGreaterThan(0);
      for (const body of scripts) expect(csp['script-src']).toContain(sha256(body));
      // and no other page's own: a page's policy names the scripts pages share and its own (nginx's map by
      // file), not another piece's data
      const other = await (await request.get('/products/2')).text();
      const otherData = inlineScripts(other).filter((body) => body.includes('streamController.enqueue'));
      expect(otherData.length).toBeGreaterThan(0);
      for (const body of otherData) expect(csp['script-src']).not.toContain(sha256(body));
    });
  }

  test("an address whose last part holds a dot: the shop's own not-found page, in her language, with a 404", async ({
    page,
  }) => {
    const piece = await page.goto('/products/1.5');
    expect(piece?.status()).toBe(404);
    expect(piece?.headers()['content-security-policy']).toContain('report-uri');
    await expect(page.getByRole('heading', { level: 1, name: enProduct.notFound.title })).toBeVisible();
    const order = await page.goto('/ar/order-summary/a.b');
    expect(order?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: arCheckout.orderSummary.notFound.title }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('a hashed asset: cached for a year, immutable, gzipped, with every header; a missing one is a 404', async ({
    request,
  }) => {
    const home = await (await request.get('/')).text();
    const asset = /"(\/assets\/entry\.client-[\w-]+\.js)"/.exec(home)?.[1];
    expect(asset).toBeDefined();
    const response = await request.get(asset!, { headers: GZIP });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe(IMMUTABLE);
    expect(response.headers()['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers()['content-encoding']).toBe('gzip');
    expectSecurityHeaders(response);

    const css = /"(\/assets\/[\w-]+\.css)"/.exec(home)?.[1];
    const style = await request.get(css!, { headers: GZIP });
    expect(style.headers()['cache-control']).toBe(IMMUTABLE);
    expect(style.headers()['content-encoding']).toBe('gzip');

    const missing = await request.get('/assets/entry.client-gone.js');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['cache-control'] ?? '').not.toContain('immutable');
    expectSecurityHeaders(missing);
  });

  test('an API answer (and an API error) through the proxy: its own caching, gzipped, with every header', async ({
    request,
  }) => {
    const response = await request.get('/api/v1/products', { headers: GZIP });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    expect(response.headers()['content-encoding']).toBe('gzip');
    // The mock sends no Cache-Control: nginx adds no-store.
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(response.headers()['x-powered-by']).toBeUndefined();
    expect((await response.json()) as unknown).toHaveProperty('products');
    expectSecurityHeaders(response);

    const refused = await request.get('/api/v1/user/profile');
    expect(refused.status()).toBe(401);
    expect(refused.headers()['cache-control']).toBe('no-store');
    expectSecurityHeaders(refused);
  });

  test("Google's callback pages send no Referer at all (their address carries her token)", async ({
    request,
  }) => {
    for (const path of [
      '/auth/callback?token=abc',
      '/ar/auth/callback?token=abc',
      '/Auth/Callback/?token=abc',
    ]) {
      expectSecurityHeaders(await request.get(path), 'no-referrer');
    }
    expectSecurityHeaders(await request.get('/auth/callback-later'));
  });

  test('no request from the callback page carries the token in its Referer', async ({ page }) => {
    const referers: string[] = [];
    page.on('request', (r) => {
      const referer = r.headers()['referer'];
      if (referer) referers.push(`${r.url()} ← ${referer}`);
    });
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    // A token the mock refuses: the page says so, after asking for its scripts, words and the API.
    await page.goto('/auth/callback?token=not-a-real-token-7c1e');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => url.includes('/assets/')).length).toBeGreaterThan(3);
    expect(referers.filter((r) => r.includes('7c1e'))).toEqual([]);
  });
});

test.describe("nginx's own rules, on a server of this spec's (its own API stand-in and access log)", () => {
  test("an API answer keeps its own Cache-Control; the access log has no query string, nor the Referer's", async ({
    request,
  }) => {
    // An API that sets Cache-Control on one answer and not on the other.
    const api = createServer((req, res) => {
      if (req.url?.startsWith('/api/v1/cached')) res.setHeader('Cache-Control', 'private, max-age=60');
      res.setHeader('Content-Type', 'application/json');
      res.end('{}');
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const nginx = await startOwnNginx(SERVED_PORT + 4, (api.address() as AddressInfo).port);
    try {
      const cached = await request.get(`${nginx.url}/api/v1/cached`);
      expect(cached.headers()['cache-control']).toBe('private, max-age=60');
      const plain = await request.get(`${nginx.url}/api/v1/plain?page=2`);
      expect(plain.headers()['cache-control']).toBe('no-store');

      await request.get(`${nginx.url}/auth/callback?token=secret-token-7c1e`, {
        headers: { Referer: `${nginx.url}/products?q=secret-search-9d2f#x` },
      });
      await request.get(`${nginx.url}/ar/products/12?colour=secret-colour-3b8a`);
      // nginx writes a request's line once it has answered, which can be just after the answer has arrived here
      const readLog = () => readFileSync(join(nginx.runtime, 'logs', 'access.log'), 'utf8');
      await expect.poll(readLog).toContain('"GET /ar/products/12 HTTP/1.1');
      const log = readLog();
      expect(log).toContain('"GET /api/v1/plain HTTP/1.1" 200');
      expect(log).toContain(`"GET /auth/callback HTTP/1.1" 200`);
      expect(log).toContain(`"${nginx.url}/products"`);
      // The address she asked for, not the fallback's name try_files served.
      expect(log).toContain('"GET /ar/products/12 HTTP/1.1" 200');
      expect(log).not.toMatch(/secret|__spa-fallback|\?/);
    } finally {
      await nginx.stop();
      api.close();
    }
  });
});

test.describe('the Content-Security-Policy', () => {
  test('is enforced: an inline script the build did not make never runs, and the watch reports it', async ({
    page,
    context,
  }) => {
    const csp = await watchCspViolations(context);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.head.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => csp.violations.join('\n')).toMatch(/script-src/);
    csp.clear();
  });

  test("a violation reaches serve:prod's report collector", async ({ page, context, request }) => {
    const csp = await watchCspViolations(context);
    const probe = `csp-probe-${Date.now()}`;
    await page.goto(`/size-guide?${probe}`);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.head.append(script);
    });
    const reported = async () => {
      const reports = (await (await request.get(REPORTS)).json()) as { page: string; directive: string }[];
      return reports.filter((r) => r.page.includes(probe)).map((r) => r.directive);
    };
    await expect.poll(reported, { timeout: 15_000 }).toContainEqual(expect.stringMatching(/^script-src/));
    // the page's own watch hears it too, maybe after the collector did: only then is it cleared as expected
    await expect.poll(() => csp.violations.join('\n')).toMatch(/script-src/);
    csp.clear();
  });

  const visits: [string, string][] = [
    ['/', 'the home page'],
    ['/products', 'the collection'],
    ['/products/1', 'a product (the fallback)'],
    ['/ar', 'the home page in Arabic'],
    ['/ar/products', 'the collection in Arabic'],
    ['/ar/products/1', 'a product in Arabic (the fallback)'],
    ['/size-guide', 'the size guide'],
    ['/contact-us', 'contact us'],
    ['/ar/faqs', 'the FAQs in Arabic'],
    ['/ar/how-to-measure', 'how to measure in Arabic'],
    ['/login', 'sign in (the fallback)'],
    ['/ar/cart', 'the cart in Arabic (the fallback)'],
    ['/not-a-page', 'not found'],
  ];
  test('no page of the shop breaks it', async ({ page, context }) => {
    const csp = await watchCspViolations(context);
    for (const [path, what] of visits) {
      await test.step(what, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
      });
    }
    csp.expectNone();
  });
});
