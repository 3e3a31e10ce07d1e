import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element is within `margin` of the viewport (and from then on). Below-the-fold widgets use it
 * to load their code and data when the shopper scrolls towards them, not with the first paint. Without
 * IntersectionObserver it is true once mounted. Never true on the first render, so a prerendered page and its
 * hydration agree (the widget's placeholder).
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '400px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
