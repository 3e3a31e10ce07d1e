import { afterEach, describe, expect, it, vi } from 'vitest';
import { landWhereSheClicked } from './deploy-recovery';

// A tab still running the previous build after a deploy pruned its files: her click lands where she clicked
// (tests/e2e/served-stale-deploy.spec.ts checks it against nginx and two builds). Here, a window of the test's own.

type Navigate = (call: () => Promise<unknown>, info: { to: unknown; formMethod?: string }) => Promise<void>;

/** The navigate instrumentation, as React Router hands it a router to instrument. */
function navigateHook(): Navigate {
  let hook: Navigate | undefined;
  landWhereSheClicked.router?.({
    instrument: (handlers: { navigate?: Navigate }) => {
      hook = handlers.navigate;
    },
  } as never);
  if (!hook) throw new Error('no navigate instrumentation');
  return hook;
}

/** A window on the home page whose manifest names the FAQ page's module, `faqs`. */
function openWindow(faqs: string) {
  const steps: string[] = [];
  const fake = {
    location: {
      href: 'https://shop.test/',
      origin: 'https://shop.test',
      reload: vi.fn(() => steps.push('reload')),
    },
    history: {
      pushState: vi.fn((_state: unknown, _unused: string, url: string) => steps.push(`address ${url}`)),
    },
    __reactRouterManifest: {
      routes: {
        root: { id: 'root', path: '', module: '/src/start-up/app-started.ts' },
        'routes/faqs': { id: 'routes/faqs', parentId: 'root', path: 'faqs', module: faqs },
      },
    },
    __reactRouterRouteModules: { root: {} },
  };
  vi.stubGlobal('window', fake);
  return { steps, fake };
}

afterEach(() => vi.unstubAllGlobals());

describe('landWhereSheClicked', () => {
  it('makes the clicked page the address before reloading when its module is gone, and the move never starts', async () => {
    const { steps } = openWindow('/assets/faqs-pruned.js');
    let moved = false;
    void navigateHook()(async () => undefined, { to: '/faqs?open=2#sizes' }).then(() => (moved = true));
    await vi.waitFor(() => expect(steps).toContain('reload'));
    expect(steps).toEqual(['address /faqs?open=2#sizes', 'reload']);
    // React Router starts the move when the instrumentation is done: it never is
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(moved).toBe(false);
  });

  it("lets the move go on once the target's files are in", async () => {
    const { steps } = openWindow('/src/start-up/app-started.ts');
    await navigateHook()(async () => undefined, { to: '/faqs' });
    expect(steps).toEqual([]);
  });

  it('leaves a submission and an address on another site to the router', async () => {
    const { steps } = openWindow('/assets/faqs-pruned.js');
    const navigate = navigateHook();
    await navigate(async () => undefined, { to: '/faqs?sent', formMethod: 'POST' });
    await navigate(async () => undefined, { to: 'https://elsewhere.test/faqs?away' });
    await navigate(async () => undefined, { to: 3 });
    expect(steps).toEqual([]);
    // then a click of her own on the same page: once its reload has come, it is the only one
    void navigate(async () => undefined, { to: '/faqs?clicked' });
    await vi.waitFor(() => expect(steps).toContain('reload'));
    expect(steps).toEqual(['address /faqs?clicked', 'reload']);
  });
});
