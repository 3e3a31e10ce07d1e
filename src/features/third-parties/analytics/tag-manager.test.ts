import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyticsTitle, loadTagManager, whenPageUsable } from './tag-manager';

/** A window still loading, whose idle callbacks run when the test says. */
function loadingWindow() {
  const target = new EventTarget();
  const idle: (() => void)[] = [];
  const win = {
    document: { readyState: 'loading' },
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    requestIdleCallback: (callback: () => void) => idle.push(callback),
    cancelIdleCallback: (handle: number) => void (idle[handle - 1] = () => undefined),
  };
  return {
    win: win as unknown as Window,
    loaded: () => target.dispatchEvent(new Event('load')),
    press: () => target.dispatchEvent(new Event('pointerdown')),
    idle: () => idle.splice(0).forEach((callback) => callback()),
  };
}

afterEach(() => {
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  delete window.dataLayer;
});

describe('whenPageUsable', () => {
  it('waits for the page to load, then for an idle moment', () => {
    const page = loadingWindow();
    const go = vi.fn();
    whenPageUsable(go, page.win);
    page.idle();
    expect(go).not.toHaveBeenCalled();

    page.loaded();
    expect(go).not.toHaveBeenCalled();
    page.idle();
    expect(go).toHaveBeenCalledOnce();
  });

  it('goes at her first press, before any idle moment, and only once', () => {
    const page = loadingWindow();
    const go = vi.fn();
    whenPageUsable(go, page.win);
    page.press();
    expect(go).toHaveBeenCalledOnce();
    page.loaded();
    page.idle();
    page.press();
    expect(go).toHaveBeenCalledOnce();
  });

  it('does nothing once cancelled (her consent withdrawn before)', () => {
    const page = loadingWindow();
    const go = vi.fn();
    whenPageUsable(go, page.win)();
    page.loaded();
    page.idle();
    page.press();
    expect(go).not.toHaveBeenCalled();
  });
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
