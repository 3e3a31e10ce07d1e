/**
 * The language a text from the shop is written in (an order's note is one string, in whichever language the
 * atelier wrote it): Arabic or English by which script has more letters; null when it has no letters at all.
 */
export function textLanguage(text: string): 'ar' | 'en' | null {
  const arabic = text.match(/\p{Script=Arabic}/gu)?.length ?? 0;
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  if (arabic === 0 && latin === 0) return null;
  return arabic >= latin ? 'ar' : 'en';
}
