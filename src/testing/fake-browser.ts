import { vi } from 'vitest';

type Observer = {
  callback: (list: { getEntriesByName: (name: string) => unknown[] }, o: Observer) => void;
  disconnect: () => void;
};

/**
 * A browser of a test's own, for the inline scripts of a page's head and body (start-up/after-first-paint and its
 * users): frames, tasks, the first contentful paint and the faces' arrival come when the test says, and its clock
 * (`performance.now()`) reads what `at` set. `run` executes a script's text in it; its `import(…)`s are noted in
 * `imported`. `call` calls a head script's function (start-up/inline-script) with this browser's globals in place
 * of jsdom's, until the test unstubs them (vi.unstubAllGlobals).
 */
export function fakeBrowser({
  paintTiming = true,
  hidden = false,
  stored = null as string | null,
  lang = 'en',
} = {}) {
  const frames: (() => void)[] = [];
  const tasks: { fn: () => void; ms: number }[] = [];
  const observers: Observer[] = [];
  const added: { family: string; source: string; weight?: string; display?: string }[] = [];
  const appended: string[] = [];
  const imported: string[] = [];
  /** the locales of the price formatters the page's scripts made (Intl.NumberFormat) */
  const numberFormats: string[] = [];
  const window: Record<string, unknown> = {};
  const listeners = new Map<string, (() => void)[]>();
  const session = new Map<string, string>(stored ? [['webFonts', stored]] : []);
  let fontsReady: () => void = () => {};
  const ready = new Promise<void>((r) => (fontsReady = r));
  let clock = 0;
  let painted = false;
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'navigation'] : ['navigation'];
    o: Observer;
    constructor(callback: Observer['callback']) {
      this.o = { callback, disconnect: vi.fn() };
      observers.push(this.o);
    }
    observe() {}
  }
  const scope = {
    document: {
      documentElement: { lang },
      visibilityState: hidden ? 'hidden' : 'visible',
      fonts: {
        add: (face: (typeof added)[number]) => added.push(face),
        ready,
      },
      createElement: () => ({}),
      querySelectorAll: () => [],
      head: { append: (link: { rel: string; href: string }) => appended.push(`${link.rel} ${link.href}`) },
    },
    FontFace: function (this: object, family: string, source: string, descriptors: object) {
      Object.assign(this, { family, source, ...descriptors });
    },
    sessionStorage: {
      getItem: (k: string) => session.get(k) ?? null,
      setItem: (k: string, v: string) => session.set(k, v),
    },
    PerformanceObserver: FakeObserver,
    performance: {
      now: () => clock,
      getEntriesByName: (name: string) => (painted && name === 'first-contentful-paint' ? [{}] : []),
    },
    Intl: {
      NumberFormat: function (locale: string) {
        numberFormats.push(locale);
        return { format: () => '' };
      },
    },
    Array,
    Set,
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void, ms = 0) => tasks.push({ fn, ms }),
    window,
    addEventListener: (type: string, fn: () => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), fn]),
    importModule: (href: string) => {
      imported.push(href);
      return Promise.resolve({ href });
    },
  };
  return {
    run: (script: string) =>
      new Function(...Object.keys(scope), script.replace(/\bimport\(/g, 'importModule('))(
        ...Object.values(scope),
      ),
    call: <Args extends unknown[]>(script: (...args: Args) => void, ...args: Args) => {
      for (const [name, value] of Object.entries(scope))
        if (name !== 'window' && name !== 'importModule') vi.stubGlobal(name, value);
      script(...args);
    },
    paint: () => {
      painted = true;
      observers.forEach((o) =>
        o.callback({ getEntriesByName: (n) => (n === 'first-contentful-paint' ? [{}] : []) }, o),
      );
    },
    /** the clock reads `ms` from now on */
    at: (ms: number) => {
      clock = ms;
    },
    frame: () => frames.splice(0).forEach((fn) => fn()),
    tasks: (ms = 0) => tasks.splice(0).forEach((t) => (t.ms <= ms ? t.fn() : tasks.push(t))),
    /**
     * The faces have come in: resolves once the page's own `document.fonts.ready` callbacks have run (made
     * before, they run first), so a test awaits it instead of polling with Vitest's timers while this browser's
     * globals stand in for jsdom's (tests/setup.ts says why that was a hazard).
     */
    fontsArrive: () => {
      fontsReady();
      return ready;
    },
    dispatch: (type: string) => (listeners.get(type) ?? []).forEach((fn) => fn()),
    added,
    appended,
    imported,
    numberFormats,
    window,
    session,
  };
}
