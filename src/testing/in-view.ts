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
