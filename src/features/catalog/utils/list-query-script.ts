/** The address parameters that choose another page of the collection than the one the build prerenders. */
export const LIST_QUERY_PARAMS = ['q', 'category', 'sort', 'page'] as const;

/** The attribute on <html> of a collection address asking for another page than the build's (set by the head
 * script in src/start-up/list-query-script.ts). */
export const LIST_QUERY_ATTRIBUTE = 'data-list-query';
