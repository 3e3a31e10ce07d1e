import { afterEach, describe, expect, it, vi } from 'vitest';
import { local, session } from './storage';

afterEach(() => {
  vi.restoreAllMocks();
  local.remove('k');
  session.remove('k');
  localStorage.clear();
  sessionStorage.clear();
});

const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

describe('safe storage', () => {
  it('keeps a value for the visit when the browser refuses to store it (a full quota)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw quotaError();
    });
    local.set('k', 'token-1');
    expect(local.get('k')).toBe('token-1');
    session.set('k', 'pending');
    expect(session.get('k')).toBe('pending');
    local.remove('k');
    expect(local.get('k')).toBeNull();
  });

  it('works in memory when storage throws on every access (Safari private mode, storage blocked)', () => {
    for (const method of ['getItem', 'setItem', 'removeItem'] as const) {
      vi.spyOn(Storage.prototype, method).mockImplementation(() => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      });
    }
    expect(local.get('k')).toBeNull();
    expect(() => local.set('k', 'v')).not.toThrow();
    expect(local.get('k')).toBe('v');
    expect(() => local.remove('k')).not.toThrow();
    expect(local.get('k')).toBeNull();
  });

  it('stores in the browser when it can, and a later stored value wins over the one kept in memory', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementationOnce(() => {
      throw quotaError();
    });
    local.set('k', 'first');
    expect(localStorage.getItem('k')).toBeNull();
    setItem.mockRestore();
    local.set('k', 'second');
    expect(localStorage.getItem('k')).toBe('second');
    expect(local.get('k')).toBe('second');
  });
});
