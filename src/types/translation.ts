type ArabicPluralSuffix = 'zero' | 'two' | 'few' | 'many';

/**
 * The shape of an English resource with every leaf a string, so an Arabic file must have every key.
 * Arabic may add the plural forms English has no use for (`_zero`, `_two`, `_few`, `_many`).
 */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> } & {
  [K: `${string}_${ArabicPluralSuffix}`]: string;
};
