import { paths } from '@/config/paths';
import { CHOICE_PARAMS, choicesSearch, type UrlChoices } from '@/domain/product-url';
import { local, storageKeys } from '@/lib/storage';

/** Her colour, fabric and cut, as the piece's address carries them (decision 0030): ids. */
export type ProductChoices = UrlChoices;
/** A piece in one of her lists: its id, its name then (to say which piece is gone), and her choices. */
export type ListedProduct = { id: number; name: { en: string; ar?: string }; choices?: ProductChoices };

const MAX_NAME = 120;
const MAX_ID = 999_999_999;

// Read by hand, not with a schema: the home page's first load has no validator to spare (its budget, issue 22).
const isName = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_NAME;
const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ID;

function asChoices(value: unknown): ProductChoices | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const choices: ProductChoices = {};
  for (const key of CHOICE_PARAMS) {
    const id = (value as Record<string, unknown>)[key];
    if (isId(id)) choices[key] = id;
  }
  return Object.keys(choices).length ? choices : undefined;
}

function asListedProduct(entry: unknown): ListedProduct | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const { id, name, choices } = entry as { id?: unknown; name?: unknown; choices?: unknown };
  if (!isId(id) || typeof name !== 'object' || name === null) return null;
  const { en, ar } = name as { en?: unknown; ar?: unknown };
  if (!isName(en) || (ar !== undefined && !isName(ar))) return null;
  const chosen = asChoices(choices);
  return { id, name: ar === undefined ? { en } : { en, ar }, ...(chosen ? { choices: chosen } : {}) };
}

/** A piece as stored: its name bounded, its choices only the ids they are. */
function bounded(piece: ListedProduct): ListedProduct {
  const name = {
    en: piece.name.en.slice(0, MAX_NAME),
    ...(piece.name.ar ? { ar: piece.name.ar.slice(0, MAX_NAME) } : {}),
  };
  const choices = asChoices(piece.choices);
  return { id: piece.id, name, ...(choices ? { choices } : {}) };
}

/**
 * One of her lists of pieces, kept in this browser for guests and customers alike (the API has none): at most
 * `max` pieces, each once, the newest first. What is stored is read back as untrusted: what is not a list is
 * nothing, an entry that is not a piece is left out, and text longer than the shop writes is not read.
 */
export function createStoredProductList(key: string, max: number) {
  const maxStored = max * 400;
  const listeners = new Set<() => void>();
  let cache: { raw: string | null; pieces: ListedProduct[] } = { raw: null, pieces: [] };

  function parse(raw: string | null): ListedProduct[] {
    if (!raw || raw.length > maxStored) return [];
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      return [];
    }
    if (!Array.isArray(value)) return [];
    const pieces: ListedProduct[] = [];
    for (const entry of value.slice(0, max * 2)) {
      const piece = asListedProduct(entry);
      if (!piece || pieces.some((p) => p.id === piece.id)) continue;
      pieces.push(piece);
      if (pieces.length === max) break;
    }
    return pieces;
  }

  /** The list with `piece` first: once, and no longer than `max`. */
  const withProduct = (pieces: ListedProduct[], piece: ListedProduct): ListedProduct[] =>
    [bounded(piece), ...pieces.filter((p) => p.id !== piece.id)].slice(0, max);

  /** The stored list (the same array while the stored text is the same, as useSyncExternalStore needs). */
  function read(): ListedProduct[] {
    const raw = local.get(key);
    if (raw !== cache.raw) cache = { raw, pieces: parse(raw) };
    return cache.pieces;
  }

  function write(pieces: ListedProduct[]) {
    local.set(key, JSON.stringify(pieces));
    listeners.forEach((listener) => listener());
  }

  return {
    key,
    max,
    parse,
    withProduct,
    read,
    /** Puts the piece first (with its choices now). */
    put: (piece: ListedProduct) => write(withProduct(read(), piece)),
    /** Gives a listed piece new choices, in its place; a piece not listed stays out. */
    restate(id: number, choices: ProductChoices) {
      const pieces = read();
      if (!pieces.some((p) => p.id === id)) return;
      write(pieces.map((p) => (p.id === id ? bounded({ id, name: p.name, choices }) : p)));
    },
    /** Takes a piece out. */
    forget: (id: number) => write(read().filter((p) => p.id !== id)),
    /** Follows the list: in this tab, and in the others (the storage event). */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key === key) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}

export type StoredProductList = ReturnType<typeof createStoredProductList>;

/** The pieces she looked at last (issue 23.7). */
export const recentProducts = createStoredProductList(storageKeys.recentProducts, 8);
/** The pieces she saved with her choices (issue 23.7). */
export const savedProducts = createStoredProductList(storageKeys.savedProducts, 50);

/** A listed piece's page, opening with her choices. */
export const productHref = (piece: ListedProduct): string =>
  `${paths.product(piece.id)}${choicesSearch(piece.choices)}`;
