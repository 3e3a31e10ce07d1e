// Helpers of the property tests (src/**/*.property.test.ts): message keys looked up in both languages' words,
// generators of what a shopper may type, and of what a broken or hostile API may answer.
import fc from 'fast-check';

const words = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.ts', { eager: true });

/** True when `ns:path.to.key` names a non-empty text in that language's words. */
export function hasMessage(lang: 'en' | 'ar', key: string): boolean {
  const [ns, path] = key.includes(':') ? key.split(':', 2) : ['common', key];
  let node: unknown = words[`../locales/${lang}/${ns}.ts`]?.default;
  for (const part of (path ?? '').split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' && node.trim().length > 0;
}

/** The refusals of a safeParse whose message is not a key with words in both English and Arabic. */
export function messagesWithoutWords(
  result: { success: true } | { success: false; error: { issues: { message: string }[] } },
): string[] {
  if (result.success) return [];
  return result.error.issues
    .map((issue) => issue.message)
    .filter((key) => !hasMessage('en', key) || !hasMessage('ar', key));
}

export const RUNS = { numRuns: 1000 } as const;

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));

/** Latin and Arabic letters (Arabic hamza forms, alef maqsura and taa marbuta among them). */
export const LATIN_LETTERS = [...range(0x41, 0x5a), ...range(0x61, 0x7a), ...'éèçñöüåøÉÖ'];
export const ARABIC_LETTERS = [...range(0x0621, 0x063a), ...range(0x0641, 0x064a)];
/** Arabic short vowels and shadda (harakat), written over a letter: part of how a name may be spelled. */
export const ARABIC_MARKS = range(0x064b, 0x0652);
export const ARABIC_INDIC_DIGITS = range(0x0660, 0x0669);

/** A length in [min, max]: often one of the bounds themselves, else anywhere between. */
export const lengthIn = (min: number, max: number) =>
  fc.oneof(fc.constant(min), fc.constant(max), fc.integer({ min, max }));

/** A name in one script: Latin, Arabic, or Arabic with its harakat (each mark after a letter). */
export const personName = (min: number, max: number) =>
  lengthIn(min, max).chain((length) =>
    fc.oneof(
      fc.string({ unit: fc.constantFrom(...LATIN_LETTERS), minLength: length, maxLength: length }),
      fc.string({ unit: fc.constantFrom(...ARABIC_LETTERS), minLength: length, maxLength: length }),
      // harakat over some letters, the whole still within the bound (the rules count every character)
      fc
        .array(fc.tuple(fc.constantFrom(...ARABIC_LETTERS), fc.option(fc.constantFrom(...ARABIC_MARKS))), {
          minLength: length,
          maxLength: length,
        })
        .map((pairs) => pairs.map(([letter, mark]) => letter + (mark ?? '')).join(''))
        .map((name) => [...name].slice(0, max).join(''))
        .filter((name) => [...name].length >= min && !ARABIC_MARKS.includes([...name][0]!)),
    ),
  );

/** Spaces a form trims away around what she typed. */
export const padded = (inner: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.constantFrom('', ' ', '  ', '\t'), inner, fc.constantFrom('', ' ', '\n'))
    .map(([a, b, c]) => `${a}${b}${c}`);

/** Everything a field may be given: any text (any Unicode, lone surrogates included), long texts, markup. */
export const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.string({ maxLength: 3000 }),
  fc.constantFrom(
    '',
    ' ',
    '<img src=x onerror=alert(1)>',
    '<script>alert(1)</script>',
    '\u202Egnp.exe',
    '\u200B\u200C\u200D',
    '👩🏽‍🦱💃🏻🧕',
    'a'.repeat(10_000),
  ),
);

/** Any value a form field may end up holding (not only text: a resolver is given whatever the form has). */
export const anyValue = fc.oneof(anyText, fc.anything({ maxDepth: 1 }));

/** Ordinary email addresses a shopper has: the letters a mail provider gives out. */
export const emailAddress = (maxLength = 254) =>
  fc
    .tuple(
      fc.string({
        unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'),
        minLength: 1,
        maxLength: 20,
      }),
      fc.array(fc.string({ unit: fc.constantFrom(...'abcxyz019_+-'), minLength: 1, maxLength: 8 }), {
        maxLength: 2,
      }),
      fc.array(
        fc.string({
          unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'),
          minLength: 1,
          maxLength: 20,
        }),
        {
          minLength: 1,
          maxLength: 3,
        },
      ),
      fc.constantFrom('com', 'bh', 'sa', 'ae', 'net', 'co.uk', 'example'),
      fc.boolean(),
    )
    .map(([first, rest, labels, tld, upper]) => {
      const address = `${[first, ...rest].join('.')}@${labels.join('.')}.${tld}`;
      return upper ? address.toUpperCase() : address;
    })
    .filter((address) => address.length <= maxLength);
