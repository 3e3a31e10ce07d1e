import { session } from '@/lib/storage';
import { AUTH_CALLBACK_STASH } from './auth-callback';
import { finishGoogleAttempt } from './google-state';

// Reads the Google callback's token once (entry.client.tsx, on the callback's page only): from the query, or from
// where the head script left it (auth-callback.ts). Its `state` is checked against the attempt this tab started
// (google-state.ts) at the same moment, once: `ours` says whether this callback answers her own attempt.
type Raw = { token: string | null; error: string | null; state: string | null };
export type CapturedCallback = { token: string | null; error: string | null; ours: boolean };
let captured: CapturedCallback | null = null;

const asText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function parseStash(raw: unknown): Raw | null {
  if (typeof raw !== 'string') return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return null;
    return { token: asText(value[0]), error: asText(value[1]), state: asText(value[2]) };
  } catch {
    return null;
  }
}

/** What the head script took out of the address, once (then it is forgotten, in memory and in storage). */
function takeStash(): Raw | null {
  const holder = window as unknown as Record<string, unknown>;
  const inMemory = holder[AUTH_CALLBACK_STASH];
  delete holder[AUTH_CALLBACK_STASH];
  const stored = session.get(AUTH_CALLBACK_STASH);
  session.remove(AUTH_CALLBACK_STASH);
  return parseStash(inMemory) ?? parseStash(stored);
}

export function captureAuthCallback(): CapturedCallback {
  if (captured) return captured;
  const fromHead = takeStash();
  // Without the head script (a test, an old cached page), the query is read and cleaned here.
  const url = new URL(window.location.href);
  const inQuery = ['token', 'error', 'state'].some((key) => url.searchParams.has(key));
  const raw: Raw = inQuery
    ? {
        token: url.searchParams.get('token'),
        error: url.searchParams.get('error'),
        state: url.searchParams.get('state'),
      }
    : (fromHead ?? { token: null, error: null, state: null });
  if (inQuery) {
    url.searchParams.delete('token');
    url.searchParams.delete('error');
    url.searchParams.delete('state');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  captured = { token: raw.token, error: raw.error, ours: finishGoogleAttempt(raw.state) };
  return captured;
}

export function resetCapturedAuthCallback(): void {
  captured = null;
}
