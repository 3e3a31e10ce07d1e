import { afterEach, describe, expect, it } from 'vitest';
import { analyticsTitle, loadTagManager } from './tag-manager';

afterEach(() => {
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  delete window.dataLayer;
});

describe('loadTagManager', () => {
  it('adds the container once, async, after its start in the data layer', () => {
    loadTagManager('GTM-AB12');
    loadTagManager('GTM-AB12');
    const scripts = [...document.scripts];
    expect(scripts.map((script) => [script.src, script.async])).toEqual([
      ['https://www.googletagmanager.com/gtm.js?id=GTM-AB12', true],
    ]);
    expect(window.dataLayer).toEqual([{ 'gtm.start': expect.any(Number) as number, event: 'gtm.js' }]);
  });
});

describe('the title a page view reports', () => {
  it("is the page's own where its path is reported as it is, and the shop's name where something of hers was taken out", () => {
    expect(analyticsTitle('/size-guide/', '/size-guide', 'Size guide — Tafseel')).toBe(
      'Size guide — Tafseel',
    );
    expect(analyticsTitle('/ar', '/ar', 'الرئيسية — تفصيل')).toBe('الرئيسية — تفصيل');
    expect(
      analyticsTitle(
        '/profile/my-orders/5f0c2a8e-1b2c-4d3e-8f90-a1b2c3d4e5f6',
        '/profile/my-orders/:id',
        'Order TF-1042 — Tafseel',
      ),
    ).toBe('Tafseel');
    expect(analyticsTitle('/anything/she/typed', '/not-found', 'Page not found — Tafseel')).toBe('Tafseel');
  });
});
