// Arabic is Modern Standard Arabic in the feminine address everywhere a shopper reads it (CONVENTIONS,
// "Screens"): the shop's own words (src/locales/ar) and the mock API's messages, which the shop shows as they
// come (`message.ar`). Texts had slipped into Gulf dialect (issue 12, then the mock API): these are the
// dialect's words and turns that crept in, written without their vowel marks, which the check takes off first.
const GULF = [
  'عشان',
  'للحين',
  'الحين',
  'لين',
  'على طول',
  'خليها',
  'خليه',
  'بنشيل',
  'بنخبرك',
  'بنبدأ',
  'ما عندك',
  'ينحفظ',
  'ينأكد',
  'ينشحن',
  'انحذفت',
  'انطلبت',
  'انرفض',
  'انخصم',
  'ينخصم',
  'ما قدرنا',
  'قدرنا',
  'ما نقدر',
  'تقدرين',
  'لقينا',
  'اللي',
  'تبين',
  'تحذفين',
  'تجربين',
  'تكملين',
  'تشوفين',
  'تتابعينه',
  'تتهنين',
  'شيليها',
  'الجاية',
  'بس',
  'عبينا',
  'رجعنا',
  'تطلع',
  'لمين',
  'شي',
  'هذي',
  'صار',
  'بكرة',
  'طالع',
  'فات',
  'الصبح',
  'لازم',
  'مقفول',
  'ما عاد',
  'ما عادت',
  'ما يزيد',
  'ما تزيد',
  'ما يحتاج',
  'وحدة من',
  'مرة وحدة',
  'ضغطة وحدة',
  'ما راح',
  'كتبتيه',
  'اخترتيها',
  'عرفتي',
  'الإيميل',
  'مثل ما',
  'أول ما',
  'مكان ثاني',
  'مرة ثانية',
  'بطاقة ثانية',
];
// Modern Standard turns that hold one of those words: 'إلى ذلك الحين' (until then), 'على طول الواجهة' (along
// the front). They are taken out before the check.
const STANDARD_TURNS = [/(?:ذلك|تلك|حتى) الحين/gu, /على طول (?=ال)/gu];
// 'هالبطاقة', 'هالتغيير': the dialect's 'this' joined to its noun.
const JOINED_THIS = /(?<![\p{L}\p{M}])هال\p{L}{3,}/u;

const withoutVowelMarks = (text: string) => text.replace(/[\u064b-\u065f\u0670\u0640]/g, '');
const word = (phrase: string) =>
  // a whole word, with the conjunctions that join the word in front of it ('وتطلع', 'فبس')
  new RegExp(`(?<![\\p{L}\\p{M}])[وف]?${phrase}(?![\\p{L}\\p{M}])`, 'u');
const dialect = GULF.map((phrase) => [phrase, word(phrase)] as const);

/** The Gulf-dialect words and turns in a text (none in Modern Standard Arabic). */
export function gulfDialectIn(text: string): string[] {
  const plain = STANDARD_TURNS.reduce((rest, turn) => rest.replace(turn, ' '), withoutVowelMarks(text));
  const hits = dialect.filter(([, pattern]) => pattern.test(plain)).map(([phrase]) => phrase);
  if (JOINED_THIS.test(plain)) hits.push('هال…');
  return hits;
}
