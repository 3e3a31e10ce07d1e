import { describe, expect, it } from 'vitest';
import { gulfDialectIn } from '@/testing/gulf-dialect';
import { arabic, english, strings } from './arabic-strings';

describe('the shop’s Arabic', () => {
  it('is Modern Standard Arabic, with no Gulf-dialect words, the account pages included', () => {
    const found = strings(arabic).flatMap(([key, text]) => {
      const hits = gulfDialectIn(text);
      return hits.length > 0 ? [`${key}: ${hits.join(', ')} — ${text}`] : [];
    });
    expect(found).toEqual([]);
  });

  it('says "Notify me" in one phrasing wherever she asks to hear when a piece is back', () => {
    const arabicOf = new Map(strings(arabic));
    const notify = strings(english)
      .filter(([, text]) => /^(notify me|tell me when it is back)$/i.test(text))
      .map(([key]) => arabicOf.get(key));
    expect(notify.length).toBeGreaterThanOrEqual(4);
    expect(new Set(notify)).toEqual(new Set([notify[0]]));
  });

  it('names the options a cut cannot be made with after a colon, not after a preposition', () => {
    // Option names come from the API and often begin with their own preposition ('بطول الكاحل', 'للكاحل'):
    // 'مع للكاحل' is not Arabic.
    const template = arabic.product.customize.unavailableWith;
    expect(template).toMatch(/:\s*\{\{options\}\}/);
  });
});
