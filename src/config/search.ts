/** The longest search the collection reads from `q` (the header's field and the list's take no more). */
export const MAX_SEARCH_LENGTH = 100;

/** A search as the collection reads it: its spaces collapsed, trimmed, at most MAX_SEARCH_LENGTH characters. */
export const normalizeSearch = (value: string): string =>
  value.replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_LENGTH);
