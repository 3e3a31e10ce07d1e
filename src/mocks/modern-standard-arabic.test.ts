import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { gulfDialectIn } from '@/testing/gulf-dialect';

// The shop shows the server's `message.ar` as it comes, so the mock API's Arabic is read by shoppers in
// development and in the journeys: it is Modern Standard Arabic like src/locales/ar. Its texts sit in exported
// tables, inside handlers and in functions of the order number, so the check reads the source itself: every
// string and template literal of every module of the mock API (its tests aside), placeholders kept as `${…}`.
const sources = import.meta.glob<string>(['./**/*.ts', '!./**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const ARABIC = /[\u0600-\u06ff]/;

function arabicTexts(file: string, source: string): { line: number; text: string }[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node))
      text = node.head.text + node.templateSpans.map((span) => `\${…}${span.literal.text}`).join('');
    if (text !== undefined && ARABIC.test(text))
      found.push({ line: tree.getLineAndCharacterOfPosition(node.getStart()).line + 1, text });
    // a template's parts are not texts of their own
    if (!ts.isTemplateExpression(node)) ts.forEachChild(node, visit);
    else node.templateSpans.forEach((span) => visit(span.expression));
  };
  visit(tree);
  return found;
}

describe('the mock API’s Arabic', () => {
  const texts = Object.entries(sources).flatMap(([file, source]) =>
    arabicTexts(file, source).map((found) => ({ file, ...found })),
  );

  it('is read from every module that answers in Arabic', () => {
    const files = new Set(texts.map(({ file }) => file));
    for (const file of [
      './checkout-rules.ts',
      './payment-form.ts',
      './payment-texts.ts',
      './google-consent-texts.ts',
      './utils.ts',
      './data/catalog.ts',
      './data/orders.ts',
      './data/notifications.ts',
      './handlers/cart.ts',
      './handlers/orders.ts',
      './handlers/faults.ts',
      './handlers/profile.ts',
      './handlers/addresses.ts',
    ])
      expect(files, file).toContain(file);
    expect(texts.length).toBeGreaterThan(200);
  });

  it('is Modern Standard Arabic, with no Gulf-dialect words, in every message, page and notification', () => {
    const found = texts.flatMap(({ file, line, text }) => {
      const hits = gulfDialectIn(text);
      return hits.length > 0 ? [`${file}:${line}: ${hits.join(', ')} — ${text}`] : [];
    });
    expect(found).toEqual([]);
  });
});
