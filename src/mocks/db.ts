// The mock API's database: one table per resource, each created by the handler module that owns it.
// In the browser every table persists in localStorage (a reload, such as the country switch, keeps users,
// sessions and carts); in tests it lives in memory and starts from a fresh seed.
// Over HTTP (src/mocks/server) one server answers many browsers at once: each table then keeps one set of rows
// per mock session (the `mtm-mock-session` cookie), so two journeys running side by side never see each
// other's carts, orders or faults. The browser and Vitest only ever use the default session.

const PREFIX = 'mtm-mock-db:';
/** The session of a request without a session cookie, and the only one in the browser and in Vitest. */
export const DEFAULT_SESSION = 'default';
let persist = false;
let sessionOf: () => string = () => DEFAULT_SESSION;
const tables = new Map<string, Table<unknown>>();

export function configureMockDb(options: { persist: boolean; session?: () => string }): void {
  persist = options.persist;
  sessionOf = options.session ?? (() => DEFAULT_SESSION);
  tables.forEach((t) => t.reload());
}

/** The mock session the current call belongs to. */
export const currentMockSession = (): string => sessionOf();

/** Puts every table of the current session back to its seed (also exposed as `mockApi.reset()`). */
export function resetMockDb(): void {
  tables.forEach((t) => t.reset());
}

/** Drops a session's rows from every table (they are seeded again if the session calls again). */
export function forgetMockSession(session: string): void {
  tables.forEach((t) => t.forget(session));
}

/** A table's rows in the current session, as the browser keeps them in localStorage (null: no such table). */
export function exportMockTable(name: string): string | null {
  return tables.get(name)?.export() ?? null;
}

export class Table<T> {
  private readonly sessions = new Map<string, T[]>();

  private get rows(): T[] | null {
    return this.sessions.get(sessionOf()) ?? null;
  }

  private set rows(rows: T[] | null) {
    if (rows) this.sessions.set(sessionOf(), rows);
    else this.sessions.delete(sessionOf());
  }

  constructor(
    private readonly name: string,
    private readonly seed: () => T[],
    private readonly version = 1,
  ) {
    tables.set(name, this as Table<unknown>);
  }

  private load(): T[] {
    const current = this.rows;
    if (current) return current;
    let rows: T[] | null = null;
    if (persist) {
      try {
        const raw = localStorage.getItem(PREFIX + this.name);
        const parsed = raw ? (JSON.parse(raw) as { version?: unknown; rows?: unknown }) : null;
        if (parsed && parsed.version === this.version && Array.isArray(parsed.rows))
          rows = parsed.rows as T[];
      } catch {
        rows = null;
      }
    }
    const loaded = rows ?? this.seed();
    this.rows = loaded;
    return loaded;
  }

  private save(): void {
    if (!persist || !this.rows) return;
    try {
      localStorage.setItem(PREFIX + this.name, JSON.stringify({ version: this.version, rows: this.rows }));
    } catch {
      // quota: the mock keeps working in memory
    }
  }

  reload(): void {
    this.sessions.clear();
  }

  forget(session: string): void {
    this.sessions.delete(session);
  }

  export(): string {
    return JSON.stringify({ version: this.version, rows: this.load() });
  }

  /**
   * The first row that matches in the current session, else in any other session: for what a real server finds
   * whoever asks (a public order summary opened in another browser, addressed by an unguessable id).
   */
  findInAnySession(predicate: (row: T) => boolean): T | undefined {
    const own = this.find(predicate);
    if (own) return own;
    for (const rows of this.sessions.values()) {
      const found = rows.find(predicate);
      if (found) return found;
    }
    return undefined;
  }

  reset(): void {
    this.rows = this.seed();
    this.save();
  }

  all(): T[] {
    return [...this.load()];
  }

  find(predicate: (row: T) => boolean): T | undefined {
    return this.load().find(predicate);
  }

  filter(predicate: (row: T) => boolean): T[] {
    return this.load().filter(predicate);
  }

  insert(row: T): T {
    this.load().push(row);
    this.save();
    return row;
  }

  update(predicate: (row: T) => boolean, patch: (row: T) => T): T | undefined {
    const rows = this.load();
    const index = rows.findIndex(predicate);
    if (index === -1) return undefined;
    const next = patch(rows[index] as T);
    rows[index] = next;
    this.save();
    return next;
  }

  remove(predicate: (row: T) => boolean): number {
    const rows = this.load();
    const kept = rows.filter((r) => !predicate(r));
    const removed = rows.length - kept.length;
    this.rows = kept;
    this.save();
    return removed;
  }
}
