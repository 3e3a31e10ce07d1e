import { local } from '@/lib/storage';

/** Where the pieces she looked at last are kept, for guests and customers alike (the API has no list of them). */
export const RECENT_PIECES_KEY = 'recentPieces';
/** The most she finds there: the newest first, a piece once. */
export const MAX_RECENT_PIECES = 8;
const MAX_NAME = 120;
/** What is stored is bounded too: anything longer was not written by the shop. */
const MAX_STORED = 4_000;

/** A piece she looked at: its id, and its name then, to say which piece is gone if it leaves the collection. */
export type RecentPiece = { id: number; name: { en: string; ar?: string } };

// Read by hand, not with a schema: the home page's first load has no validator to spare (its budget, issue 22).
const isName = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_NAME;

function asRecentPiece(entry: unknown): RecentPiece | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const { id, name } = entry as { id?: unknown; name?: unknown };
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > 999_999_999) return null;
  if (typeof name !== 'object' || name === null) return null;
  const { en, ar } = name as { en?: unknown; ar?: unknown };
  if (!isName(en) || (ar !== undefined && !isName(ar))) return null;
  return { id, name: ar === undefined ? { en } : { en, ar } };
}

/**
 * The stored list, read as untrusted: what is not a list of pieces is nothing, an entry that is not a piece is
 * left out, and no more than MAX_RECENT_PIECES, each once, are taken.
 */
export function parseRecentPieces(raw: string | null): RecentPiece[] {
  if (!raw || raw.length > MAX_STORED) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const pieces: RecentPiece[] = [];
  for (const entry of value.slice(0, MAX_RECENT_PIECES * 2)) {
    const piece = asRecentPiece(entry);
    if (!piece || pieces.some((p) => p.id === piece.id)) continue;
    pieces.push(piece);
    if (pieces.length === MAX_RECENT_PIECES) break;
  }
  return pieces;
}

/** The list with `piece` first: once, and no longer than MAX_RECENT_PIECES. */
export function withRecentPiece(pieces: RecentPiece[], piece: RecentPiece): RecentPiece[] {
  const name = {
    en: piece.name.en.slice(0, MAX_NAME),
    ...(piece.name.ar ? { ar: piece.name.ar.slice(0, MAX_NAME) } : {}),
  };
  return [{ id: piece.id, name }, ...pieces.filter((p) => p.id !== piece.id)].slice(0, MAX_RECENT_PIECES);
}

const listeners = new Set<() => void>();
let cache: { raw: string | null; pieces: RecentPiece[] } = { raw: null, pieces: [] };

/** The stored list (the same array while the stored text is the same, as useSyncExternalStore needs). */
export function readRecentPieces(): RecentPiece[] {
  const raw = local.get(RECENT_PIECES_KEY);
  if (raw !== cache.raw) cache = { raw, pieces: parseRecentPieces(raw) };
  return cache.pieces;
}

/** Puts the piece she is looking at first in the list. */
export function recordRecentPiece(piece: RecentPiece): void {
  const next = withRecentPiece(readRecentPieces(), piece);
  local.set(RECENT_PIECES_KEY, JSON.stringify(next));
  listeners.forEach((listener) => listener());
}

/** Follows the list: in this tab, and in the others (the storage event). */
export function subscribeRecentPieces(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === RECENT_PIECES_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Takes a piece out of the list (one that left the collection). */
export function forgetRecentPiece(id: number): void {
  local.set(RECENT_PIECES_KEY, JSON.stringify(readRecentPieces().filter((p) => p.id !== id)));
  listeners.forEach((listener) => listener());
}
