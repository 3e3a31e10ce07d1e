/** The longest search the collection reads from `q` (the header's field and the list's take no more). */
export const MAX_SEARCH_LENGTH = 100;
