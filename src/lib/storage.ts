// Browser storage is untrusted and may be unavailable (private mode, quota): every access is guarded
// and every value read back is validated by its caller.
export const storageKeys = {
  token: 'token',
  refreshToken: 'refreshToken',
  language: 'language',
  country: 'country',
  // session storage (spec 3, "Pending cart state")
  pendingCartItem: 'pendingCartItem',
  pendingCartTimestamp: 'pendingCartTimestamp',
  redirectAfterAuth: 'redirectAfterAuth',
  passwordReset: 'passwordReset',
} as const;

function safe(kind: 'localStorage' | 'sessionStorage') {
  const area = (): Storage | null => {
    try {
      return window[kind];
    } catch {
      return null;
    }
  };
  return {
    get(key: string): string | null {
      try {
        return area()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        area()?.setItem(key, value);
      } catch {
        // storage full or blocked: the app keeps working for this visit
      }
    },
    remove(key: string): void {
      try {
        area()?.removeItem(key);
      } catch {
        // ignore
      }
    },
  };
}

export const local = safe('localStorage');
export const session = safe('sessionStorage');
