import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser as browser } from '@/testing/fake-browser';
import { afterFirstPaint } from './after-first-paint';
import { APP_STARTED_EVENT } from './app-started';
import { WEB_FACES, webFontsArgs, webFontsBeforeScripts } from './web-fonts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('afterFirstPaint', () => {
  it('runs once the first contentful paint is reported and a frame has gone by, and only once', () => {
    const b = browser();
    const go = vi.fn();
    b.call(afterFirstPaint, go);
    b.frame();
    b.tasks();
    expect(go).not.toHaveBeenCalled();
    b.paint();
    b.frame();
    b.tasks();
    expect(go).toHaveBeenCalledTimes(1);
    b.tasks(3000); // the latest-by timer finds it done
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('runs at once in a background tab, after a frame without paint timing, and after 3 s at the latest', () => {
    const go = vi.fn();
    browser({ hidden: true }).call(afterFirstPaint, go);
    expect(go).toHaveBeenCalledTimes(1);

    const noTiming = browser({ paintTiming: false });
    noTiming.call(afterFirstPaint, go);
    noTiming.frame();
    noTiming.tasks();
    expect(go).toHaveBeenCalledTimes(2);

    const neverPainted = browser();
    neverPainted.call(afterFirstPaint, go);
    neverPainted.tasks(3000);
    expect(go).toHaveBeenCalledTimes(3);
  });
});

describe('the web fonts script', () => {
  it("adds the six faces once her first page's app has started, swapped in, and remembers them for the visit", async () => {
    const b = browser();
    b.call(webFontsBeforeScripts, ...webFontsArgs());
    b.paint();
    b.frame();
    b.tasks();
    expect(b.added).toEqual([]); // painted, but the scripts are still on their way: they have the bandwidth
    b.dispatch(APP_STARTED_EVENT);
    expect(b.added).toHaveLength(WEB_FACES.length);
    expect(b.added.every((face) => face.display === 'swap')).toBe(true);
    expect(b.added.map((face) => face.family)).toEqual(WEB_FACES.map(([family]) => family));
    expect(b.added[0]?.source).toMatch(
      /^url\(.+ibm-plex-sans-arabic-latin-400-normal.*\.woff2\) format\("woff2"\)$/,
    );
    b.dispatch(APP_STARTED_EVENT); // once only
    b.tasks(5000);
    expect(b.added).toHaveLength(WEB_FACES.length);
    expect(b.session.get('webFonts')).toBeUndefined();
    await b.fontsArrive();
    expect(b.session.get('webFonts')).toBe('1');
  });

  it('adds them 5 s after the first paint when the app never starts', () => {
    const b = browser();
    b.call(webFontsBeforeScripts, ...webFontsArgs());
    b.paint();
    b.frame();
    b.tasks();
    b.tasks(4999);
    expect(b.added).toEqual([]);
    b.tasks(5000);
    expect(b.added).toHaveLength(WEB_FACES.length);
  });

  it('adds them before the first paint, optional, once they have come in this visit', () => {
    const b = browser({ stored: '1' });
    b.call(webFontsBeforeScripts, ...webFontsArgs());
    expect(b.added).toHaveLength(WEB_FACES.length);
    expect(b.added.every((face) => face.display === 'optional')).toBe(true);
  });

  it('keeps the Arabic files for Arabic text and the Latin ones for Latin text', () => {
    for (const [, url, , range] of WEB_FACES) {
      expect(range).toMatch(
        url.includes('-arabic-4') || url.includes('-arabic-6') ? /U\+0600-06FF/ : /U\+0000-00FF/,
      );
    }
  });
});
