import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/**
 * A bar pinned at the foot of a phone's screen carries `data-pinned-foot` (the piece page's Add to cart bar,
 * features/catalog/components/product-add-actions.tsx): the launcher keeps above it. Its height, while it is pinned
 * (sticky or fixed: not on a desktop, where it sits in its place); 0 when there is none. Followed as the bar grows
 * (a failed add says why in it), as the window changes, and as pages come and go.
 */
export function usePinnedFootHeight(): number {
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    let bar: Element | null = null;
    const measure = () => {
      const position = bar ? getComputedStyle(bar).position : '';
      setHeight(
        bar && (position === 'sticky' || position === 'fixed') ? bar.getBoundingClientRect().height : 0,
      );
    };
    // Measured when the browser has laid the bar out anyway (a ResizeObserver's turn), never on each change of the page.
    // (A browser without it, as jsdom, measures when the bar is found.)
    const sizes =
      typeof ResizeObserver === 'function'
        ? new ResizeObserver(measure)
        : { observe: measure, unobserve: () => {}, disconnect: () => {} };
    const find = () => {
      const found = document.querySelector('[data-pinned-foot]');
      if (found === bar) return;
      if (bar) sizes.unobserve(bar);
      bar = found;
      if (bar) sizes.observe(bar);
      else setHeight(0);
    };
    find();
    // Pages replace each other under the layout: a bar appears with a piece's page and goes with it.
    const pages = new MutationObserver(find);
    pages.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', measure);
    return () => {
      pages.disconnect();
      sizes.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);
  return height;
}

const isField = (element: EventTarget | null) =>
  element instanceof HTMLElement &&
  (element.matches('textarea, select, [contenteditable="true"]') ||
    (element instanceof HTMLInputElement &&
      !['button', 'submit', 'reset', 'checkbox', 'radio', 'range', 'color', 'file', 'image'].includes(
        element.type,
      )));

/**
 * Whether she is typing in a field of the page (not one of `inside`'s): the launcher steps aside meanwhile, so it
 * is never over the field, nor over the phone's keyboard that field opened.
 */
export function useTypingOutside(inside: RefObject<HTMLElement | null>): boolean {
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    const update = (focused: EventTarget | null) =>
      setTyping(isField(focused) && !(focused instanceof Node && inside.current?.contains(focused)));
    const onFocusIn = (event: FocusEvent) => update(event.target);
    // Where the focus goes next (null: nowhere), so moving between two fields keeps the launcher away.
    const onFocusOut = (event: FocusEvent) => update(event.relatedTarget);
    update(document.activeElement);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, [inside]);
  return typing;
}
