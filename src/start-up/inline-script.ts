/** A value a head script is given: written into the page's HTML as JSON. */
export type ScriptValue =
  | string
  | number
  | boolean
  | null
  | readonly ScriptValue[]
  | { readonly [key: string]: ScriptValue }
  // Another self-contained function, written as its own text (afterFirstPaint for the faces).
  | ((...args: never[]) => unknown);

/** A value as script text: JSON with `<` escaped, so no value can close the <script> or open a comment in it. */
const asText = (value: ScriptValue) =>
  typeof value === 'function' ? value.toString() : JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * A head script's text, written at build time (start-up/head-scripts.tsx): the function's own text called with its
 * arguments, `(function(…){…})(…)`. The function is typed, linted and unit-tested like any other, and must be
 * self-contained: it names nothing of its module (no import, no constant beside it), only its parameters and the
 * browser's globals; every value it needs is an argument. Its text is the build's, minified with the server's
 * bundle, and head-scripts.test.ts checks each names no import.
 */
export function inlineScript<Args extends ScriptValue[]>(
  script: (...args: Args) => void,
  ...args: Args
): string {
  return `(${script.toString()})(${args.map(asText).join(',')})`;
}
