import { http } from 'msw';
import { vi } from 'vitest';
import { server } from '@/mocks/node';
import { apiPath } from '@/mocks/utils';

// Stand-ins for what a test of prefetching in view needs and jsdom lacks: an IntersectionObserver that reports the
// elements it is told are on screen as soon as they are observed, and a device with or without hover.

/** An IntersectionObserver class whose observed elements for which `inView` holds are reported on screen at once. */
export function observerReporting(inView: (element: Element) => boolean) {
  return class {
    constructor(private readonly report: IntersectionObserverCallback) {}
    observe(element: Element) {
      if (!inView(element)) return;
      queueMicrotask(() =>
        this.report(
          [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        ),
      );
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  };
}

/** `matchMedia` of a device that can hover (a mouse) or not (a touch screen). */
export const device = (hover: boolean) => (query: string) => ({
  matches: query === '(hover: none)' ? !hover : false,
  media: query,
  addEventListener() {},
  removeEventListener() {},
});

/**
 * The pieces asked of the mock API (`GET /products/:id`), in order, each call then left to the mock's own answer.
 * Call it in a `beforeEach`: the handler goes with the test's others.
 */
export function pieceCallsSeen(): string[] {
  const asked: string[] = [];
  server.use(
    http.get(apiPath('/products/:id'), ({ params }) => {
      asked.push(String(params.id));
      return undefined;
    }),
  );
  return asked;
}

/** Back to jsdom's own device after a test: no stand-in observer or `matchMedia`, no `navigator.connection`. */
export function forgetDevice(): void {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'connection');
}
