// The account rules of spec 5 as plain predicates, shared by the forms and by the mock API's validation.
export const NAME_MIN = 3;
export const PASSWORD_MIN = 8;
export const MIN_AGE = 16;
export const OTP_LENGTH = 6;

// Upper bounds no real value reaches, so a pasted novel is refused by the form and by the server alike.
/** A first or last name, the contact form's and the notify-me name. */
export const NAME_MAX = 50;
/** RFC 5321's longest deliverable address. */
export const EMAIL_MAX = 254;
export const PASSWORD_MAX = 128;
/** The contact form's message. */
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 2000;

/**
 * Letters only, each with the marks written over it: Arabic harakat (مُنى), or an accent typed as a letter and a
 * combining mark (Zoë on some keyboards). A mark on its own, a digit, a space or a sign is not a letter.
 */
export const isLettersOnly = (value: string): boolean => /^(?:\p{L}\p{M}*)+$/u.test(value);

/** Arabic-Indic digits (٠١٢…٩, an Arabic keyboard's) as the Latin digits the shop stores and the API reads. */
export const toLatinDigits = (value: string): string =>
  value.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660));

export const passwordChecks = {
  upper: (v: string) => /\p{Lu}/u.test(v),
  lower: (v: string) => /\p{Ll}/u.test(v),
  number: (v: string) => /\d/.test(v),
  special: (v: string) => /[^\p{L}\d\s]/u.test(v),
};

export function isStrongPassword(value: string): boolean {
  return value.length >= PASSWORD_MIN && Object.values(passwordChecks).every((check) => check(value));
}

/** Whole years between a birth date and today. */
export function ageOn(birth: Date, today: Date = new Date()): number {
  let age = today.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < birth.getUTCMonth() ||
    (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}
