import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseConsent, readConsent, saveConsent, subscribeConsent, useConsent } from './consent-store';

afterEach(() => localStorage.clear());

describe('the consent store', () => {
  it('has no answer until she gives one, then keeps it with its version and time', () => {
    expect(readConsent()).toBeNull();
    saveConsent({ analytics: true, experience: false }, new Date('2026-11-28T06:00:00Z'));
    expect(readConsent()).toEqual({ analytics: true, experience: false });
    expect(JSON.parse(localStorage.getItem('consent') ?? '')).toEqual({
      version: 1,
      analytics: true,
      experience: false,
      at: '2026-11-28T06:00:00.000Z',
    });
  });

  it('returns the same answer object while the stored answer is unchanged', () => {
    saveConsent({ analytics: false, experience: true });
    expect(readConsent()).toBe(readConsent());
  });

  it.each([
    ['not JSON', '{'],
    ['another version', '{"version":2,"analytics":true,"experience":true,"at":"2026-11-28T06:00:00Z"}'],
    [
      'a string for a choice',
      '{"version":1,"analytics":"yes","experience":true,"at":"2026-11-28T06:00:00Z"}',
    ],
    ['no time', '{"version":1,"analytics":true,"experience":true}'],
    ['a time that is not one', '{"version":1,"analytics":true,"experience":true,"at":"soon"}'],
    ['an array', '[true,true]'],
    [
      'too long',
      `{"version":1,"analytics":true,"experience":true,"at":"2026-11-28T06:00:00Z","x":"${'a'.repeat(300)}"}`,
    ],
  ])('reads %s as no answer', (_, raw) => {
    expect(parseConsent(raw)).toBeNull();
  });

  it('tells its listeners of an answer given in this tab and in another', () => {
    const listener = vi.fn();
    const stop = subscribeConsent(listener);
    saveConsent({ analytics: true, experience: true });
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: 'consent' }));
    expect(listener).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new StorageEvent('storage', { key: 'language' }));
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    saveConsent({ analytics: false, experience: false });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('gives a component her answer as it changes', () => {
    const { result } = renderHook(() => useConsent());
    expect(result.current).toBeNull();
    act(() => saveConsent({ analytics: false, experience: true }));
    expect(result.current).toEqual({ analytics: false, experience: true });
  });
});
