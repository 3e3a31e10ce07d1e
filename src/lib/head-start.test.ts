import { describe, expect, it } from 'vitest';
import { headStart, REFERRER_UNTIL_SCRIPTS } from './head-start';

const page =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="UTF-8"/><meta name="viewport" content="x"/>' +
  '<link rel="modulepreload" href="/assets/a.js"/><title>T</title><script>one()</script>' +
  '<link rel="preload" href="/assets/f.woff2" as="font"/><link rel="stylesheet" href="/assets/root.css"/>' +
  '<script>two()</script></head><body><script type="module">import("/assets/b.js")</script></body></html>';

describe('headStart', () => {
  it("puts the head's inline scripts right after the charset, before any link, in their order", () => {
    const html = headStart(page, { referrerUntilScripts: false });
    expect(html).toContain(
      '<head><meta charSet="UTF-8"/><script>one()</script><script>two()</script><link rel="stylesheet"',
    );
    expect(html.indexOf('<script>one()')).toBeLessThan(html.indexOf('<link'));
    expect(html.match(/<script>one\(\)<\/script>/g)).toHaveLength(1);
    // the body's scripts stay where they are
    expect(html).toContain('<body><script type="module">import("/assets/b.js")</script></body>');
    expect(html).not.toContain('referrer');
  });

  it('asks for the stylesheet before any preload, right after the scripts', () => {
    const html = headStart(page, { referrerUntilScripts: false });
    expect(html).toContain(
      '<script>two()</script><link rel="stylesheet" href="/assets/root.css"/><meta name',
    );
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
    expect(html.indexOf('rel="stylesheet"')).toBeLessThan(html.indexOf('rel="modulepreload"'));
    expect(html.indexOf('rel="stylesheet"')).toBeLessThan(html.indexOf('rel="preload"'));
  });

  it('starts the SPA fallback with no Referer until its first script has run', () => {
    const html = headStart(page, { referrerUntilScripts: true });
    expect(html).toContain(`<meta charSet="UTF-8"/>${REFERRER_UNTIL_SCRIPTS}<script>one()</script>`);
  });

  it('leaves a page without a charset or a head as it is', () => {
    expect(headStart('<html><body>x</body></html>', { referrerUntilScripts: true })).toBe(
      '<html><body>x</body></html>',
    );
  });
});
