import { jwtDecode } from 'jwt-decode';
import { browser } from './browser';
import { providedQueryClient } from './query-client-slot';
import { local, session as sessionArea, storageKeys } from './storage';

export const ROLES = ['user', 'admin', 'owner'] as const;
export type Role = (typeof ROLES)[number];

export type Claims = {
  sub: string;
  role: Role;
  email?: string;
  firstName?: string;
  iat?: number;
  exp?: number;
};

const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);
const optional = (value: unknown, type: 'string' | 'number') => value === undefined || typeof value === type;

/**
 * The contract's claims, checked by hand: this runs on every page's first load, where zod is not loaded
 * (docs/decisions/0014). Unknown claims are dropped.
 */
export function parseClaims(value: unknown): Claims | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.sub !== 'string' || !isRole(v.role)) return null;
  if (!optional(v.email, 'string') || !optional(v.firstName, 'string')) return null;
  if (!optional(v.iat, 'number') || !optional(v.exp, 'number')) return null;
  const claims: Claims = { sub: v.sub, role: v.role };
  if (v.email !== undefined) claims.email = v.email as string;
  if (v.firstName !== undefined) claims.firstName = v.firstName as string;
  if (v.iat !== undefined) claims.iat = v.iat as number;
  if (v.exp !== undefined) claims.exp = v.exp as number;
  return claims;
}

export type Session = { token: string; claims: Claims };

export function decodeToken(token: string): Claims | null {
  try {
    return parseClaims(jwtDecode(token));
  } catch {
    return null;
  }
}

export const isAdminRole = (role: Role | null | undefined): boolean => role === 'admin' || role === 'owner';
export const isUserRole = (role: Role | null | undefined): boolean => role === 'user';

type Listener = () => void;
const listeners = new Set<Listener>();
// Decoding is memoized on the raw string so useSyncExternalStore sees a stable snapshot.
let cached: { raw: string | null | undefined; value: Session | null } = { raw: undefined, value: null };

/**
 * The stored session. A token that is not a JWT with the contract's claims is logged, removed and
 * ignored: the shop loads as a guest.
 */
export function readSession(): Session | null {
  const raw = local.get(storageKeys.token);
  if (raw === cached.raw) return cached.value;
  let value: Session | null = null;
  if (raw) {
    const claims = decodeToken(raw);
    if (claims) value = { token: raw, claims };
    else {
      console.warn('[session] the stored token is malformed; signing out locally');
      local.remove(storageKeys.token);
      local.remove(storageKeys.refreshToken);
      cached = { raw: null, value: null };
      return null;
    }
  }
  cached = { raw, value };
  return value;
}

export function getToken(): string | null {
  return readSession()?.token ?? null;
}

export function getRefreshToken(): string | null {
  return local.get(storageKeys.refreshToken);
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifySession(): void {
  listeners.forEach((l) => l());
}

// The token the server last said yes to (validateToken) in this document. A check that gets no verdict does not
// undo that yes (docs/decisions/0004), but it never stands in for one: a token the server has not accepted yet
// opens no role-gated screen (docs/decisions/0022). A new or cleared session starts unconfirmed.
let confirmedToken: string | null = null;
export const wasConfirmed = (token: string): boolean => token === confirmedToken;
export function setConfirmed(token: string, valid: boolean): void {
  if (valid) confirmedToken = token;
  else if (confirmedToken === token) confirmedToken = null;
}

/** Stores a new session. Returns its claims, or null (and stores nothing) when the token is malformed. */
export function storeSession(accessToken: string, refreshToken?: string | null): Claims | null {
  const claims = decodeToken(accessToken);
  if (!claims) return null;
  confirmedToken = null;
  local.set(storageKeys.token, accessToken);
  if (refreshToken) local.set(storageKeys.refreshToken, refreshToken);
  else local.remove(storageKeys.refreshToken);
  notifySession();
  return claims;
}

/** Forgets the three pending-cart items of session storage: the item, its timestamp, the redirect-after-auth URL. */
export function clearPendingCartState(): void {
  sessionArea.remove(storageKeys.pendingCartItem);
  sessionArea.remove(storageKeys.pendingCartTimestamp);
  sessionArea.remove(storageKeys.redirectAfterAuth);
}

/** Clears the token, the refresh token, the three pending-cart items of session storage (spec 4) and her piece drafts. */
export function clearSession(): void {
  confirmedToken = null;
  local.remove(storageKeys.token);
  local.remove(storageKeys.refreshToken);
  clearPendingCartState();
  // her measurements typed on a piece's page are hers alone: they do not outlive her session on this device
  sessionArea.remove(storageKeys.pieceDrafts);
  notifySession();
}

// Another tab (spec 4: "if the token changes in another tab and is gone, local state is cleared and the page
// reloads"; docs/decisions/0022). The same person (a renewed token) or a guest who signed in there: the header
// follows. Gone, or someone else's: what this tab holds of her goes at once (the query cache, the pending cart
// item and, when gone, the tokens), and the page reloads. Heard from the moment this module runs, before anything
// of the shop has read her token: a tab still starting, hydrating, or waiting for the server's word on her token
// (its guard, before any screen is drawn) hears it as well as one showing her account (issue 36, finding 3: the listener
// came with the session provider, after the first screen, and a removal before it was lost).
let endedElsewhere = false;
const endedListeners = new Set<Listener>();

/** True once another tab has ended the session this document was using: nothing of hers may be drawn. */
export const sessionEndedElsewhere = (): boolean => endedElsewhere;

/** The screen that takes the page off (the session provider's spinner) listens here; it reloads once drawn. */
export function subscribeSessionEnded(listener: Listener): () => void {
  endedListeners.add(listener);
  return () => endedListeners.delete(listener);
}

function followOtherTab(event: StorageEvent): void {
  if (event.key !== null && event.key !== storageKeys.token) return;
  if (endedElsewhere) return;
  // Whose session this document has used: the one it last read, or, if the other tab's change came before a
  // read of this one, the token the change replaced (a browser updates the values before it tells of the change).
  const shown = cached.value?.claims ?? null;
  const now = readSession();
  const before = (event.oldValue ? decodeToken(event.oldValue) : null) ?? shown;
  if (now && (before === null || now.claims.sub === before.sub)) {
    notifySession();
    return;
  }
  if (!now && !before) return; // no session here before or after
  providedQueryClient()?.clear();
  if (now) {
    clearPendingCartState();
    notifySession();
  } else {
    clearSession();
  }
  endedElsewhere = true;
  endedListeners.forEach((l) => l());
  // No screen is drawn yet to take the page off first (the tab is starting, or its guard is still asking the
  // server): nothing of hers is on it, so it reloads at once.
  if (endedListeners.size === 0) browser.reload();
}

if (typeof window !== 'undefined') window.addEventListener('storage', followOtherTab);

/** For tests, which open the shop many times in one document: a new start, no session ended yet. */
export function forgetSessionEndedElsewhere(): void {
  endedElsewhere = false;
}
