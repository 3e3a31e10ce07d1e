import { describe, expect, it } from 'vitest';
import { arabic, english, strings } from './arabic-strings';

// Arabic is Modern Standard Arabic in the feminine address everywhere (CONVENTIONS, "Screens"). The account pages
// had slipped into Gulf dialect (issue 12): these are the dialect's words and turns that crept in, written without
// their vowel marks, which the check takes off first.
const GULF = [
  'عشان',
  'للحين',
  'لين',
  'على طول',
  'خليها',
  'خليه',
  'بنشيل',
  'بنخبرك',
  'ما عندك',
  'ينحفظ',
  'ينأكد',
  'ينشحن',
  'انحذفت',
  'انطلبت',
  'ما قدرنا',
  'قدرنا',
  'تقدرين',
  'اللي',
  'تبين',
  'تحذفين',
  'الجاية',
  'بس',
  'عبينا',
  'تطلع',
  'لمين',
  'شي',
  'مرة وحدة',
  'ضغطة وحدة',
  'ما راح',
  'كتبتيه',
  'اخترتيها',
  'الإيميل',
  'مثل ما',
  'أول ما',
  'مكان ثاني',
  'مرة ثانية',
];
// 'هالبطاقة', 'هالتغيير': the dialect's 'this' joined to its noun.
const JOINED_THIS = /(?<![\p{L}\p{M}])هال\p{L}{3,}/u;

const withoutVowelMarks = (text: string) => text.replace(/[\u064b-\u065f\u0670\u0640]/g, '');
const word = (phrase: string) =>
  // a whole word, with the conjunctions that join the word in front of it ('وتطلع', 'فبس')
  new RegExp(`(?<![\\p{L}\\p{M}])[وف]?${phrase}(?![\\p{L}\\p{M}])`, 'u');
const dialect = GULF.map((phrase) => [phrase, word(phrase)] as const);

describe('the shop’s Arabic', () => {
  it('is Modern Standard Arabic, with no Gulf-dialect words, the account pages included', () => {
    const found = strings(arabic).flatMap(([key, text]) => {
      const plain = withoutVowelMarks(text);
      const hits = dialect.filter(([, pattern]) => pattern.test(plain)).map(([phrase]) => phrase);
      if (JOINED_THIS.test(plain)) hits.push('هال…');
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
