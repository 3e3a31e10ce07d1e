// Which mock session a request belongs to: the `mtm-mock-session` cookie (the e2e fixture gives every browser
// context its own), else the one shared default session (someone trying `npm run serve:prod` by hand).
// db.ts and the fault queue read it through AsyncLocalStorage, set around each request by index.ts.
import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_SESSION, forgetMockSession } from '../db';

export const SESSION_COOKIE = 'mtm-mock-session';
const SESSION_ID = /^[A-Za-z0-9-]{1,64}$/;
/** Sessions kept at once; the least recently used is forgotten beyond this (a long CI run makes hundreds). */
export const MAX_SESSIONS = 300;

const storage = new AsyncLocalStorage<string>();
const lastUsed = new Map<string, number>();

/** The session of a request's Cookie header; the default session without a (well-formed) cookie. */
export function sessionFromCookie(cookieHeader: string | undefined): string {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== SESSION_COOKIE) continue;
    const value = decodeURIComponent(rest.join('='));
    if (SESSION_ID.test(value)) return value;
  }
  return DEFAULT_SESSION;
}

/** The session of the request being answered. */
export const requestSession = (): string => storage.getStore() ?? DEFAULT_SESSION;

/** Runs a request's work in its session, forgetting the least recently used session beyond MAX_SESSIONS. */
export function runInSession<R>(session: string, work: () => R): R {
  lastUsed.delete(session);
  lastUsed.set(session, Date.now());
  while (lastUsed.size > MAX_SESSIONS) {
    const oldest = lastUsed.keys().next().value as string;
    lastUsed.delete(oldest);
    if (oldest !== DEFAULT_SESSION) forgetMockSession(oldest);
  }
  return storage.run(session, work);
}
