// The stand-in card page's form rules, kept apart from the page so they can be tested as plain functions.
import type { Localized } from './utils';

export type CardForm = { number: string; expiry: string; cvc: string; name: string };
export type CardErrors = Partial<Record<keyof CardForm, Localized>>;

export const NAME_ON_CARD_MAX = 100;
/** A card number kept whole in running text: isolated from the text's direction, never broken across lines. */
const cardInText = (digits: string) => `\u2066${digits.replace(/ /g, '\u00a0')}\u2069`;
const ACCEPTED = cardInText('4242 4242 4242 4242');
const DECLINED = cardInText('4000 0000 0000 0002');
const TEST_CARD_HINT: Localized = {
  en: `This test page takes only the test cards: ${ACCEPTED} (accepted) or ${DECLINED} (declined).`,
  ar: `لا تقبل صفحة التجربة هذه إلا بطاقات التجربة: ${ACCEPTED} (مقبولة) أو ${DECLINED} (مرفوضة).`,
};

export const cardMessages = {
  numberRequired: { en: 'Enter the card number.', ar: 'اكتبي رقم البطاقة.' },
  notATestCard: TEST_CARD_HINT,
  expiryRequired: { en: 'Enter the expiry date as MM/YY.', ar: 'اكتبي تاريخ الانتهاء بصيغة MM/YY.' },
  expiryFormat: {
    en: 'Enter the expiry date as MM/YY, for example 08/29.',
    ar: 'اكتبي تاريخ الانتهاء بصيغة MM/YY، مثل 08/29.',
  },
  expired: { en: 'This card has expired.', ar: 'انتهت صلاحية هذه البطاقة.' },
  cvc: {
    en: 'Enter the 3 or 4 digits on the back of the card.',
    ar: 'اكتبي الأرقام الثلاثة أو الأربعة المكتوبة على ظهر البطاقة.',
  },
  name: {
    en: `Enter the name as it is on the card (up to ${NAME_ON_CARD_MAX} characters).`,
    ar: `اكتبي الاسم كما هو مكتوب على البطاقة (إلى ${NAME_ON_CARD_MAX} حرف).`,
  },
} satisfies Record<string, Localized>;

export const cardDigits = (value: string): string => value.replace(/\D/g, '');

/** The number as she types it, in groups of four: "4242 4242 4242 4242". */
export function formatCardNumber(value: string): string {
  return cardDigits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The expiry as she types it: "0829" becomes "08/29". */
export function formatExpiry(value: string): string {
  const digits = cardDigits(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Month and four-digit year of an MM/YY expiry, or null when it is not one. */
export function parseExpiry(value: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(0[1-9]|1[0-2])\s*\/\s*(\d{2})\s*$/.exec(value);
  if (!match) return null;
  return { expMonth: Number(match[1]), expYear: 2000 + Number(match[2]) };
}

const TEST_NUMBERS = new Set(['4242424242424242', '4000000000000002']);

/** The field errors of the card form; empty when it can be sent to payOrder. */
export function validateCardForm(form: CardForm, now: Date = new Date()): CardErrors {
  const errors: CardErrors = {};
  const digits = cardDigits(form.number);
  if (!digits) errors.number = cardMessages.numberRequired;
  else if (!TEST_NUMBERS.has(digits)) errors.number = cardMessages.notATestCard;
  const expiry = parseExpiry(form.expiry);
  if (!form.expiry.trim()) errors.expiry = cardMessages.expiryRequired;
  else if (!expiry) errors.expiry = cardMessages.expiryFormat;
  else if (
    expiry.expYear < now.getFullYear() ||
    (expiry.expYear === now.getFullYear() && expiry.expMonth < now.getMonth() + 1)
  ) {
    errors.expiry = cardMessages.expired;
  }
  if (!/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = cardMessages.cvc;
  const name = form.name.trim();
  if (!name || name.length > NAME_ON_CARD_MAX) errors.name = cardMessages.name;
  return errors;
}
