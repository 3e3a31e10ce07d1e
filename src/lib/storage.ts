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
  // the `state` of the Google sign-in she started in this tab (docs/decisions/0022)
  googleAuthState: 'googleAuthState',
  // session storage: '1' once the shop's faces have come, so the visit's next pages paint in them (start-up/web-fonts)
  webFonts: 'webFonts',
  // her recently viewed and saved pieces (features/catalog/utils/stored-product-list.ts)
  recentProducts: 'recentPieces',
  savedProducts: 'savedPieces',
  // session storage: her size method and typed measurements on the pieces she is choosing (features/customization)
  pieceDrafts: 'pieceDrafts',
  // her answer to the consent question: which optional third parties may run (features/third-parties, issue 39)
  consent: 'consent',
} as const;

function safe(kind: 'localStorage' | 'sessionStorage') {
  const area = (): Storage | null => {
    try {
      return window[kind];
    } catch {
      return null;
    }
  };
  // What the browser would not keep (Safari's private mode, a full quota, storage switched off) is kept here for
  // the visit instead: she stays signed in and keeps her pending item across the pages of this tab.
  const memory = new Map<string, string>();
  return {
    get(key: string): string | null {
      if (memory.has(key)) return memory.get(key) ?? null;
      try {
        return area()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        const storage = area();
        if (!storage) throw new Error(`${kind} is not available`);
        storage.setItem(key, value);
        memory.delete(key);
      } catch {
        memory.set(key, value);
      }
    },
    remove(key: string): void {
      memory.delete(key);
      try {
        area()?.removeItem(key);
      } catch {
        // blocked: nothing of it was kept there
      }
    },
  };
}

export const local = safe('localStorage');
export const session = safe('sessionStorage');

/**
 * A stored value read back as JSON, or null: absent, longer than `maxChars` (not parsed at all), or not JSON.
 * What storage holds is untrusted: the caller still checks its shape.
 */
export function parseStored(raw: string | null, maxChars: number): unknown {
  if (raw === null || raw.length > maxChars) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}
