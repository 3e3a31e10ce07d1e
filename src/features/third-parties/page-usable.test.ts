import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetPageUsable, usePageUsable } from './page-usable';

// The moment the optional third parties may come in (issue 39): her first press or key, or the first idle moment
// after the page's load, whichever comes first. It comes once per visit: each test starts a new one.
let idle: (() => void)[] = [];
const runIdle = () => act(() => idle.splice(0).forEach((callback) => callback()));
const readyState = (state: DocumentReadyState) =>
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });

const usable = () => renderHook(() => usePageUsable());

beforeEach(() => {
  forgetPageUsable();
  idle = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
});

afterEach(() => {
  Reflect.deleteProperty(document, 'readyState');
});

describe('the page is usable', () => {
  it('after its load, at the first idle moment', () => {
    readyState('loading');
    const { result } = usable();
    runIdle();
    expect(result.current).toBe(false);

    act(() => void window.dispatchEvent(new Event('load')));
    expect(result.current).toBe(false);
    runIdle();
    expect(result.current).toBe(true);
  });

  it('at her first press or key, before any idle moment', () => {
    readyState('loading');
    const { result } = usable();
    act(() => void window.dispatchEvent(new Event('pointerdown')));
    expect(result.current).toBe(true);
  });

  it('stays usable for the rest of the visit', () => {
    const { result, unmount } = usable();
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' })));
    expect(result.current).toBe(true);
    unmount();
    expect(renderHook(() => usePageUsable()).result.current).toBe(true);
  });

  it('forgets, with the visit, the idle moment it was waiting for: nothing of it runs in the next one', () => {
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    readyState('complete');
    usable();
    expect(idle).toHaveLength(1);
    forgetPageUsable();
    expect(cancelIdleCallback).toHaveBeenCalledWith(1);
  });
});
