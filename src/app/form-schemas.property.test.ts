// Every form's rules, fuzzed (issue 13): whatever she types, the rules never throw; every refusal is a message
// with words in English and in Arabic; and what the rules allow (Arabic names with their harakat, Arabic-Indic
// digits, the lengths at their bounds) is never refused.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { addressFormSchema } from '@/features/addresses/utils/address-schema';
import { PHONE_PLANS } from '@/features/addresses/utils/phone';
import {
  newPasswordSchema,
  otpSchema,
  registerSchema,
  resetEmailSchema,
  signInSchema,
} from '@/features/auth/utils/schemas';
import { giftNoteFormSchema, promoFormSchema } from '@/features/cart/utils/cart-forms';
import { GIFT_NOTE_MAX, PROMO_CODE_MAX } from '@/domain/order-limits';
import { notifySchema } from '@/features/catalog/utils/notify-schema';
import { contactSchema } from '@/features/content/utils/contact-schema';
import {
  BODY_FIELDS,
  rangeFor,
  validateBodyDraft,
  type BodyDraft,
} from '@/features/customization/utils/measurements';
import { detailsSchema } from '@/features/profile/components/details-form';
import { passwordChangeSchema } from '@/features/profile/components/password-change-form';
import { COUNTRY_CODES } from '@/config/countries';
import { HEARD_FROM } from '@/domain/account-schemas';
import {
  MESSAGE_MAX,
  MESSAGE_MIN,
  NAME_MAX,
  NAME_MIN,
  OTP_LENGTH,
  PASSWORD_MAX,
} from '@/domain/account-rules';
import {
  anyText,
  anyValue,
  ARABIC_INDIC_DIGITS,
  ARABIC_LETTERS,
  emailAddress,
  hasMessage,
  lengthIn,
  messagesWithoutWords,
  padded,
  personName,
  RUNS,
} from '@/testing/property';

// — What she may validly type —

const email = padded(emailAddress());
const country = fc.constantFrom(...COUNTRY_CODES);
const heardFrom = fc.constantFrom(...HEARD_FROM);
const name = padded(personName(NAME_MIN, NAME_MAX));

/** A strong password: an upper- and a lower-case letter, a digit and a special character, any others around. */
const strongPassword = fc
  .tuple(
    fc.constantFrom(...'ABCXYZÉ'),
    fc.constantFrom(...'abcxyzé'),
    fc.constantFrom(...'0123456789'),
    fc.constantFrom(...'#!@$%^&*()-_=+?.,;:٪'),
    lengthIn(4, PASSWORD_MAX - 4).chain((length) =>
      fc.string({
        unit: fc.constantFrom(...'aZ9#', ...ARABIC_LETTERS, ' '),
        minLength: length,
        maxLength: length,
      }),
    ),
  )
  .chain(([u, l, d, s, rest]) => fc.shuffledSubarray([u, l, d, s, ...rest], { minLength: 4 + rest.length }))
  .map((chars) => chars.join(''));

const pad2 = (n: number) => String(n).padStart(2, '0');
const isoDay = (date: Date) =>
  `${String(date.getUTCFullYear()).padStart(4, '0')}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())}`;
/** A birth date of someone at least 16 today (her 16th birthday today at the youngest). */
const adultBirthDate = fc.integer({ min: 0, max: 90 * 366 }).map((days) => {
  const today = new Date();
  const youngest = new Date(Date.UTC(today.getUTCFullYear() - 16, today.getUTCMonth(), today.getUTCDate()));
  // 29 February: her 16th birthday this year is 1 March
  if (youngest.getUTCMonth() !== today.getUTCMonth()) youngest.setUTCDate(0);
  return isoDay(new Date(youngest.getTime() - days * 86_400_000));
});

/** Digits as her keyboard writes them: Latin, or Arabic-Indic on an Arabic keyboard. */
const digits = (min: number, max: number) =>
  lengthIn(min, max).chain((length) =>
    fc.oneof(
      fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length }),
      fc.string({ unit: fc.constantFrom(...ARABIC_INDIC_DIGITS), minLength: length, maxLength: length }),
    ),
  );

/** Lengths as the rules count them: in characters (code points), not UTF-16 units. */
const chars = (s: string) => [...s].length;

const nonBlank = (max: number) =>
  lengthIn(1, max).chain((length) =>
    fc
      .string({ unit: 'grapheme', minLength: length, maxLength: length })
      .map((s) => [...s].slice(0, max).join(''))
      .filter((s) => chars(s.trim()) > 0),
  );

// — The forms: their rules, a valid entry, and every field given anything —

type Form = {
  name: string;
  schema: z.ZodMiniType;
  valid: fc.Arbitrary<Record<string, unknown>>;
  fields: Record<string, fc.Arbitrary<unknown>>;
};

const withConfirmation = <K extends string>(field: K) =>
  strongPassword.map(
    (password) => ({ [field]: password, confirmPassword: password }) as Record<K | 'confirmPassword', string>,
  );

const forms: Form[] = [
  {
    name: 'sign in',
    schema: signInSchema,
    valid: fc.record({
      email,
      password: fc
        .string({ unit: 'binary', minLength: 1, maxLength: PASSWORD_MAX })
        .filter((p) => p.length <= PASSWORD_MAX),
    }),
    fields: { email: anyText, password: anyText },
  },
  {
    name: 'register',
    schema: registerSchema,
    valid: fc
      .record({ firstName: name, lastName: name, email, country, birthDate: adultBirthDate, heardFrom })
      .chain((values) => withConfirmation('password').map((p) => ({ ...values, ...p }))),
    fields: {
      firstName: anyText,
      lastName: anyText,
      email: anyText,
      password: anyText,
      confirmPassword: anyText,
      country: anyText,
      birthDate: anyText,
      heardFrom: anyText,
    },
  },
  {
    name: 'password reset: her email',
    schema: resetEmailSchema,
    valid: fc.record({ email }),
    fields: { email: anyText },
  },
  {
    name: 'password reset: the code',
    schema: otpSchema,
    valid: fc.record({ otp: padded(digits(OTP_LENGTH, OTP_LENGTH)) }),
    fields: { otp: anyText },
  },
  {
    name: 'password reset: the new password',
    schema: newPasswordSchema,
    valid: withConfirmation('password'),
    fields: { password: anyText, confirmPassword: anyText },
  },
  {
    name: 'address',
    schema: addressFormSchema,
    valid: fc.record({
      name: padded(fc.oneof(personName(1, 50), nonBlank(100))),
      // a Gulf number written with its country code is one of any address's country (none starts with 0)
      phone: padded(
        fc.constantFrom(...Object.values(PHONE_PLANS)).chain((plan) =>
          fc
            .constantFrom(...plan.lengths)
            .chain((length) => digits(length, length))
            .filter((national) => !/^[0٠]/.test(national))
            .map((national) => `+${plan.dial} ${national}`),
        ),
      ),
      email: fc.oneof(fc.constant(''), fc.constant('  '), email),
      city: padded(fc.oneof(personName(1, 80), nonBlank(80))),
      state: fc.oneof(fc.constant(''), nonBlank(80)),
      zip: fc.oneof(fc.constant(''), digits(1, 20)),
      country,
      details: padded(nonBlank(300)),
      isDefault: fc.boolean(),
    }),
    fields: {
      name: anyText,
      phone: anyText,
      email: anyText,
      city: anyText,
      state: anyText,
      zip: anyText,
      country: anyText,
      details: anyText,
      isDefault: fc.boolean(),
    },
  },
  {
    name: 'contact',
    schema: contactSchema,
    valid: fc.record({
      name: padded(
        fc.oneof(
          personName(NAME_MIN, NAME_MAX),
          nonBlank(NAME_MAX).filter((s) => chars(s.trim()) >= NAME_MIN),
        ),
      ),
      email,
      message: padded(
        fc
          .string({ unit: 'grapheme', minLength: MESSAGE_MIN, maxLength: MESSAGE_MAX })
          .filter((s) => chars(s.trim()) >= MESSAGE_MIN && chars(s.trim()) <= MESSAGE_MAX),
      ),
    }),
    fields: { name: anyText, email: anyText, message: anyText },
  },
  {
    name: 'notify me',
    schema: notifySchema,
    valid: fc.record({
      name: padded(
        fc.oneof(
          personName(2, NAME_MAX),
          nonBlank(NAME_MAX).filter((s) => chars(s.trim()) >= 2),
        ),
      ),
      email,
    }),
    fields: { name: anyText, email: anyText },
  },
  {
    name: 'promo code',
    schema: promoFormSchema,
    valid: fc.record({
      code: padded(
        fc.string({
          unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_'),
          minLength: 1,
          maxLength: PROMO_CODE_MAX,
        }),
      ),
    }),
    fields: { code: anyText },
  },
  {
    name: 'gift note',
    schema: giftNoteFormSchema,
    valid: fc.record({
      giftNote: fc
        .string({ unit: 'grapheme', maxLength: GIFT_NOTE_MAX })
        .filter((s) => s.length <= GIFT_NOTE_MAX),
    }),
    fields: { giftNote: anyText },
  },
  {
    name: 'my details',
    schema: detailsSchema,
    valid: fc.record({ firstName: name, lastName: name, country, birthDate: adultBirthDate, heardFrom }),
    fields: {
      firstName: anyText,
      lastName: anyText,
      country: anyText,
      birthDate: anyText,
      heardFrom: anyText,
    },
  },
  {
    name: 'password change',
    schema: passwordChangeSchema,
    valid: fc
      .record({
        currentPassword: fc
          .string({ unit: 'binary', minLength: 1, maxLength: PASSWORD_MAX })
          .filter((p) => p.length <= PASSWORD_MAX),
      })
      .chain((values) => withConfirmation('newPassword').map((p) => ({ ...values, ...p }))),
    fields: { currentPassword: anyText, newPassword: anyText, confirmPassword: anyText },
  },
];

describe.each(forms)('the $name form', ({ schema, valid, fields }) => {
  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.anything(), fc.record(Object.fromEntries(Object.keys(fields).map((k) => [k, anyValue])))),
        (input) => {
          expect(() => schema.safeParse(input)).not.toThrow();
        },
      ),
      RUNS,
    );
  });

  it('refuses only with a message that has words in English and in Arabic', () => {
    fc.assert(
      fc.property(fc.record(fields), (input) => {
        expect(messagesWithoutWords(schema.safeParse(input))).toEqual([]);
      }),
      RUNS,
    );
  });

  it('never refuses what its rules allow', () => {
    fc.assert(
      fc.property(valid, (input) => {
        const result = schema.safeParse(input);
        expect(
          result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
        ).toEqual([]);
      }),
      RUNS,
    );
  });
});

describe('the measurements form', () => {
  /** A number in its range as she may type it: Latin or Arabic-Indic digits, a point, a comma or the Arabic decimal separator. */
  const typed = (value: number, style: { arabicDigits: boolean; separator: string }) => {
    const text = String(value).replace('.', style.separator);
    return style.arabicDigits ? text.replace(/\d/g, (d) => ARABIC_INDIC_DIGITS[Number(d)]!) : text;
  };
  const style = fc.record({ arabicDigits: fc.boolean(), separator: fc.constantFrom('.', ',', '٫') });
  const unit = fc.constantFrom('cm' as const, 'in' as const);

  const validDraft = unit.chain((u) =>
    fc
      .record({
        style,
        values: fc.tuple(
          ...BODY_FIELDS.map((field) => {
            const [low, high] = rangeFor(field, u);
            return fc.integer({ min: low * 10, max: high * 10 }).map((tenths) => tenths / 10);
          }),
        ),
      })
      .map(({ style: s, values }) => {
        const draft = { unit: u } as BodyDraft;
        BODY_FIELDS.forEach((field, i) => (draft[field] = ` ${typed(values[i]!, s)} `));
        return { draft, values };
      }),
  );

  it('never throws and refuses only with its two messages, worded in both languages', () => {
    const keys = { required: 'feedback:validation.required', range: 'product:measurement.rangeError' };
    fc.assert(
      fc.property(unit, fc.tuple(...BODY_FIELDS.map(() => anyText)), (u, texts) => {
        const draft = { unit: u } as BodyDraft;
        BODY_FIELDS.forEach((field, i) => (draft[field] = texts[i]!));
        const result = validateBodyDraft(draft);
        const errors = 'errors' in result ? Object.values(result.errors) : [];
        const unworded = errors.filter(
          (error) => !hasMessage('en', keys[error]) || !hasMessage('ar', keys[error]),
        );
        expect(unworded).toEqual([]);
        const numbers = 'dimensions' in result ? BODY_FIELDS.map((field) => result.dimensions[field]) : [];
        expect(numbers.filter((n) => !Number.isFinite(n))).toEqual([]);
      }),
      RUNS,
    );
  });

  it('takes every measurement in its range, written with Arabic-Indic digits or an Arabic decimal separator too', () => {
    fc.assert(
      fc.property(validDraft, ({ draft, values }) => {
        const result = validateBodyDraft(draft);
        expect(result).toEqual({
          dimensions: { unit: draft.unit, ...Object.fromEntries(BODY_FIELDS.map((f, i) => [f, values[i]])) },
        });
      }),
      RUNS,
    );
  });
});
