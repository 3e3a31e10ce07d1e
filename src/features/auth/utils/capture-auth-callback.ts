import { session } from '@/lib/storage';
import { AUTH_CALLBACK_STASH } from './auth-callback';

// Reads the Google callback's token once (entry.client.tsx, on the callback's page only): from the query, or from
// where the head script left it (auth-callback.ts).
type Captured = { token: string | null; error: string | null };
let captured: Captured | null = null;

const asText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function parseStash(raw: unknown): Captured | null {
  if (typeof raw !== 'string') return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return null;
    return { token: asText(value[0]), error: asText(value[1]) };
  } catch {
    return null;
  }
}

/** What the head script took out of the address, once (then it is forgotten, in memory and in storage). */
function takeStash(): Captured | null {
  const holder = window as unknown as Record<string, unknown>;
  const inMemory = holder[AUTH_CALLBACK_STASH];
  delete holder[AUTH_CALLBACK_STASH];
  const stored = session.get(AUTH_CALLBACK_STASH);
  session.remove(AUTH_CALLBACK_STASH);
  return parseStash(inMemory) ?? parseStash(stored);
}

export function captureAuthCallback(): Captured {
  if (captured) return captured;
  const fromHead = takeStash();
  // Without the head script (a test, an old cached page), the query is read and cleaned here.
  const url = new URL(window.location.href);
  const inQuery = url.searchParams.has('token') || url.searchParams.has('error');
  captured = inQuery
    ? { token: url.searchParams.get('token'), error: url.searchParams.get('error') }
    : (fromHead ?? { token: null, error: null });
  if (inQuery) {
    url.searchParams.delete('token');
    url.searchParams.delete('error');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return captured;
}

export function resetCapturedAuthCallback(): void {
  captured = null;
}
