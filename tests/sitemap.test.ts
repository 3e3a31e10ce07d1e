// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  buildSitemap,
  findPages,
  robotsWithSitemap,
  siteOrigin,
  writeSitemap,
} from '../scripts/build-sitemap.mjs';

const page = (title: string, head = '') =>
  `<!doctype html><html><head><title>${title}</title>${head}</head><body></body></html>`;

let dir = '';

function put(path: string, text: string) {
  const file = join(dir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** The <url> block of one page. */
function urlBlock(xml: string, loc: string) {
  const start = xml.indexOf(`<loc>${loc}</loc>`);
  expect(start, `no <url> for ${loc}`).toBeGreaterThan(-1);
  return xml.slice(start, xml.indexOf('</url>', start));
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sitemap-'));
  // A fake framework-mode build: prerendered pages in both languages, the SPA fallback, assets, pages that
  // must stay out, and one English page without its Arabic twin.
  put('index.html', page('Home'));
  put('ar/index.html', page('الرئيسية'));
  put('products/index.html', page('Shop'));
  put('ar/products/index.html', page('المتجر'));
  put('size-guide/index.html', page('Size guide'));
  put('ar/size-guide/index.html', page('دليل المقاسات'));
  put('terms&conidtions/index.html', page('Terms'));
  put('ar/terms&conidtions/index.html', page('الشروط'));
  put('how-it-works/index.html', page('How it works'));
  put('__spa-fallback.html', page('Loading'));
  put('not-found/index.html', page('Not found'));
  put('ar/not-found/index.html', page('غير موجودة'));
  put('login/index.html', page('Sign in'));
  put('ar/profile/index.html', page('حسابي'));
  put('cart/index.html', page('Cart'));
  put('faqs/index.html', page('FAQs', '<meta name="robots" content="noindex, follow">'));
  put('assets/app-abc123.js', 'console.log(1)');
  put('assets/index.html', page('not a page, but a stray file'));
  put('robots.txt', 'User-agent: *\nAllow: /\nDisallow: /profile\nSitemap: /old-sitemap.xml\n');
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('findPages', () => {
  it('lists the prerendered pages, without the fallback, not-found, private and noindex pages', async () => {
    const pages = await findPages(dir);
    expect(pages).toEqual([
      '/',
      '/ar',
      '/ar/products',
      '/ar/size-guide',
      '/ar/terms&conidtions',
      '/how-it-works',
      '/products',
      '/size-guide',
      '/terms&conidtions',
    ]);
  });
});

describe('buildSitemap', () => {
  it('pairs each English page with its Arabic twin, x-default being the English page', () => {
    const xml = buildSitemap(['/', '/ar', '/products', '/ar/products'], 'https://shop.test');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml.match(/<url>/g)).toHaveLength(4);
    for (const loc of ['https://shop.test/products', 'https://shop.test/ar/products']) {
      const block = urlBlock(xml, loc);
      expect(block).toContain(
        '<xhtml:link rel="alternate" hreflang="en" href="https://shop.test/products"/>',
      );
      expect(block).toContain(
        '<xhtml:link rel="alternate" hreflang="ar" href="https://shop.test/ar/products"/>',
      );
      expect(block).toContain(
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.test/products"/>',
      );
    }
    const home = urlBlock(xml, 'https://shop.test/');
    expect(home).toContain('hreflang="en" href="https://shop.test/"');
    expect(home).toContain('hreflang="ar" href="https://shop.test/ar"');
    expect(home).toContain('hreflang="x-default" href="https://shop.test/"');
  });

  it('lists only the languages a page has', () => {
    const xml = buildSitemap(['/how-it-works', '/ar/only-arabic'], 'https://shop.test');
    const english = urlBlock(xml, 'https://shop.test/how-it-works');
    expect(english).toContain('hreflang="en"');
    expect(english).toContain('hreflang="x-default"');
    expect(english).not.toContain('hreflang="ar"');
    const arabic = urlBlock(xml, 'https://shop.test/ar/only-arabic');
    expect(arabic).toContain('hreflang="ar" href="https://shop.test/ar/only-arabic"');
    expect(arabic).not.toContain('hreflang="en"');
    expect(arabic).not.toContain('x-default');
  });

  it('escapes URLs for XML and encodes what a URL must', () => {
    const xml = buildSitemap(['/terms&conidtions', '/a b'], 'https://shop.test');
    expect(xml).toContain('<loc>https://shop.test/terms&amp;conidtions</loc>');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(xml).toContain('<loc>https://shop.test/a%20b</loc>');
  });
});

describe('siteOrigin', () => {
  it('keeps the origin only and refuses what is not an http(s) URL', () => {
    expect(siteOrigin('https://tafseel.example/')).toBe('https://tafseel.example');
    expect(siteOrigin('https://tafseel.example/shop')).toBe('https://tafseel.example');
    expect(siteOrigin()).toBe('https://tafseel.example');
    expect(() => siteOrigin('tafseel.example')).toThrow(/SITE_URL/);
    expect(() => siteOrigin('ftp://tafseel.example')).toThrow(/http/);
  });
});

describe('robotsWithSitemap', () => {
  it('keeps the rules and puts one absolute Sitemap line at the end', () => {
    const robots = robotsWithSitemap(
      'User-agent: *\nSitemap: /x.xml\nDisallow: /cart\n\n',
      'https://shop.test',
    );
    expect(robots).toBe('User-agent: *\nDisallow: /cart\n\nSitemap: https://shop.test/sitemap.xml\n');
  });
});

describe('writeSitemap', () => {
  it('writes sitemap.xml and robots.txt into the build', async () => {
    const { pages } = await writeSitemap({ dir, siteUrl: 'https://tafseel.example' });
    expect(pages).toContain('/ar/size-guide');
    const xml = readFileSync(join(dir, 'sitemap.xml'), 'utf8');
    expect(xml).toContain('<loc>https://tafseel.example/ar/size-guide</loc>');
    expect(xml).not.toContain('not-found');
    expect(xml).not.toContain('spa-fallback');
    expect(xml).not.toContain('/login');
    expect(xml).not.toContain('/profile');
    expect(xml).not.toContain('/cart');
    expect(xml).not.toContain('/faqs');
    const robots = readFileSync(join(dir, 'robots.txt'), 'utf8');
    expect(robots).toContain('Disallow: /profile');
    expect(robots).not.toContain('old-sitemap');
    expect(robots.trimEnd().split('\n').at(-1)).toBe('Sitemap: https://tafseel.example/sitemap.xml');
  });

  it('takes the rules from public/robots.txt when the build has none', async () => {
    rmSync(join(dir, 'robots.txt'));
    const { robots } = await writeSitemap({
      dir,
      siteUrl: 'https://shop.test',
      robotsSource: join(process.cwd(), 'public/robots.txt'),
    });
    expect(robots).toContain('Disallow: /ar/profile');
    expect(robots).toContain('Disallow: /dashboard');
    expect(robots).toMatch(/\nSitemap: https:\/\/shop\.test\/sitemap\.xml\n$/);
  });

  it('fails on a directory with no prerendered pages', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'sitemap-empty-'));
    try {
      await expect(writeSitemap({ dir: empty })).rejects.toThrow(/No prerendered pages/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
