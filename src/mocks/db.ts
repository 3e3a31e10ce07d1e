// The mock API's database: one table per resource, each created by the handler module that owns it.
// In the browser every table persists in localStorage (a reload, such as the country switch, keeps users,
// sessions and carts); in tests it lives in memory and starts from a fresh seed.

const PREFIX = 'mtm-mock-db:';
let persist = false;
const tables = new Set<Table<unknown>>();

export function configureMockDb(options: { persist: boolean }): void {
  persist = options.persist;
  tables.forEach((t) => t.reload());
}

/** Puts every table back to its seed (also exposed in the browser as `mockApi.reset()`). */
export function resetMockDb(): void {
  tables.forEach((t) => t.reset());
}

export class Table<T> {
  private rows: T[] | null = null;

  constructor(
    private readonly name: string,
    private readonly seed: () => T[],
    private readonly version = 1,
  ) {
    tables.add(this as Table<unknown>);
  }

  private load(): T[] {
    if (this.rows) return this.rows;
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
    this.rows = rows ?? this.seed();
    return this.rows;
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
    this.rows = null;
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
