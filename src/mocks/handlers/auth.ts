import { delay, http, HttpResponse } from 'msw';
import { z } from 'zod';
import { COUNTRY_CODES } from '@/config/countries';
import {
  ageOn,
  EMAIL_MAX,
  isLettersOnly,
  isStrongPassword,
  MIN_AGE,
  NAME_MAX,
  NAME_MIN,
  OTP_LENGTH,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from '@/domain/account-rules';
import { parseIsoDate } from '@/lib/iso-date';
import { currentMockSession, Table } from '../db';
import { findUserByEmail, refreshTokens, users, type DbUser } from '../data/users';
import { randomToken, signToken } from '../jwt';
import { apiPath, authenticate, errorResponse, readBody } from '../utils';

const RESET_CODE_TTL_MS = 10 * 60 * 1000;
const RESET_REQUESTS_PER_WINDOW = 5;

type PasswordReset = {
  email: string;
  code: string;
  expiresAt: number;
  requestedAt: number[];
  resetToken: string | null;
};
const passwordResets = new Table<PasswordReset>('password-resets', () => []);

// Keyed by mock session and address (db.ts: over HTTP each browser context has its own session).
const lastCodes = new Map<string, string>();
const codeKey = (email: string) => `${currentMockSession()}\n${email.trim().toLowerCase()}`;
/** The reset code the mock last sent to an address: there is no mail, so tests read it here. */
export const getLastResetCode = (email: string): string | undefined => lastCodes.get(codeKey(email));

function issueSession(user: DbUser) {
  const refreshToken = randomToken();
  refreshTokens.insert({ token: refreshToken, userId: user.id });
  return { accessToken: signToken(user), refreshToken };
}

/** Used by the stand-in Google consent page: signs in, or creates, the account of a Google identity. */
export function signInWithGoogle(identity: { email: string; firstName: string; lastName: string }): string {
  const user =
    findUserByEmail(identity.email) ??
    users.insert({
      id: `u-${randomToken(4)}`,
      firstName: identity.firstName,
      lastName: identity.lastName,
      email: identity.email,
      password: randomToken(),
      country: 'bh',
      birthDate: '1995-01-01',
      heardFrom: 'website',
      role: 'user',
    });
  return signToken(user);
}

// The same bounds as the forms (src/domain/account-rules.ts): a real server refuses a 10,000-character name too.
const name = z.string().trim().min(NAME_MIN).max(NAME_MAX).refine(isLettersOnly);
const emailField = z.string().max(EMAIL_MAX);
const passwordField = z.string().max(PASSWORD_MAX);
export const registerSchema = z.object({
  firstName: name,
  lastName: name,
  email: z.email().max(EMAIL_MAX),
  password: passwordField.refine(isStrongPassword),
  country: z.enum(COUNTRY_CODES),
  birthDate: z.string().refine((v) => {
    const date = parseIsoDate(v);
    return date !== null && ageOn(date) >= MIN_AGE;
  }),
  heardFrom: z.enum(['facebook', 'instagram', 'x', 'website', 'friend', 'other']),
});

const fieldMessages: Record<string, { en: string; ar: string }> = {
  firstName: {
    en: `First name must be ${NAME_MIN} to ${NAME_MAX} letters, with no spaces.`,
    ar: `يجب أن يتكون الاسم الأول من ${NAME_MIN} إلى ${NAME_MAX} حرفاً ومن دون مسافات.`,
  },
  lastName: {
    en: `Last name must be ${NAME_MIN} to ${NAME_MAX} letters, with no spaces.`,
    ar: `يجب أن يتكون اسم العائلة من ${NAME_MIN} إلى ${NAME_MAX} حرفاً ومن دون مسافات.`,
  },
  email: {
    en: `Invalid email address (at most ${EMAIL_MAX} characters)`,
    ar: `البريد الإلكتروني غير صالح (${EMAIL_MAX} حرفاً على الأكثر)`,
  },
  password: {
    en: `The password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters, with an upper-case letter, a lower-case letter, a number and a special character.`,
    ar: `يجب أن تتكون كلمة المرور من ${PASSWORD_MIN} إلى ${PASSWORD_MAX} حرفاً، وفيها حرف كبير وحرف صغير ورقم ورمز خاص.`,
  },
  otp: { en: 'The code must be exactly 6 characters', ar: 'يجب أن يتكون الرمز من 6 خانات بالضبط' },
  birthDate: {
    en: 'You must be 16+ years old to use the product',
    ar: 'يجب أن يكون عمرك 16 عاماً أو أكثر لاستخدام المتجر',
  },
};
export const fieldMessage = (field: string) =>
  fieldMessages[field] ?? { en: 'This field is not valid.', ar: 'هذا الحقل غير صالح.' };

export const authHandlers = [
  http.post(apiPath('/auth/signin'), async ({ request }) => {
    await delay();
    const body = await readBody(
      request,
      z.object({ email: emailField, password: passwordField }),
      fieldMessage,
    );
    if ('response' in body) return body.response;
    const user = findUserByEmail(body.data.email);
    if (!user || user.password !== body.data.password) {
      return errorResponse(401, {
        en: 'Invalid email or password.',
        ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
      });
    }
    return HttpResponse.json(issueSession(user));
  }),

  http.post(apiPath('/auth/register'), async ({ request }) => {
    await delay();
    const body = await readBody(request, registerSchema, fieldMessage);
    if ('response' in body) return body.response;
    if (findUserByEmail(body.data.email)) {
      return errorResponse(409, {
        en: 'This email is already exist',
        ar: 'هذا البريد الإلكتروني مسجّل بالفعل',
      });
    }
    const user = users.insert({
      id: `u-${randomToken(4)}`,
      ...body.data,
      email: body.data.email.trim().toLowerCase(),
      role: 'user',
    });
    return HttpResponse.json(issueSession(user), { status: 201 });
  }),

  http.post(apiPath('/auth/signout'), async ({ request }) => {
    await delay();
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    const body = await readBody(request, z.object({ refreshToken: z.string().nullable() }));
    if ('response' in body) return body.response;
    refreshTokens.remove((t) => t.token === body.data.refreshToken || t.userId === auth.user.id);
    return new HttpResponse(null, { status: 204 });
  }),

  http.get(apiPath('/auth/validateToken'), async ({ request }) => {
    await delay();
    const auth = authenticate(request);
    if ('response' in auth) return auth.response;
    return HttpResponse.json({ success: true });
  }),

  http.post(apiPath('/auth/password-reset/request'), async ({ request }) => {
    await delay();
    const body = await readBody(request, z.object({ email: z.email().max(EMAIL_MAX) }), fieldMessage);
    if ('response' in body) return body.response;
    const email = body.data.email.trim().toLowerCase();
    const now = Date.now();
    const previous = passwordResets.find((r) => r.email === email);
    const recent = (previous?.requestedAt ?? []).filter((t) => now - t < RESET_CODE_TTL_MS);
    if (recent.length >= RESET_REQUESTS_PER_WINDOW) {
      return errorResponse(429, {
        en: 'Too many requests. Please wait a few minutes and try again.',
        ar: 'طلبات كثيرة جداً. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
      });
    }
    const code = String(Math.floor(Math.random() * 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
    passwordResets.remove((r) => r.email === email);
    passwordResets.insert({
      email,
      code,
      expiresAt: now + RESET_CODE_TTL_MS,
      requestedAt: [...recent, now],
      resetToken: null,
    });
    if (findUserByEmail(email)) {
      lastCodes.set(codeKey(email), code);
      if (typeof window !== 'undefined' && !import.meta.env.VITEST)
        console.info(`[mock API] password-reset code for ${email}: ${code}`);
    }
    return HttpResponse.json({});
  }),

  http.post(apiPath('/auth/password-reset/verify'), async ({ request }) => {
    await delay();
    const body = await readBody(
      request,
      z.object({ email: emailField, otp: z.string().length(OTP_LENGTH) }),
      fieldMessage,
    );
    if ('response' in body) return body.response;
    const email = body.data.email.trim().toLowerCase();
    const reset = passwordResets.find((r) => r.email === email);
    if (!reset || !findUserByEmail(email) || reset.code !== body.data.otp || reset.expiresAt < Date.now()) {
      return errorResponse(400, {
        en: 'The code is wrong or has expired.',
        ar: 'الرمز غير صحيح أو انتهت صلاحيته.',
      });
    }
    const resetToken = randomToken();
    passwordResets.update(
      (r) => r.email === email,
      (r) => ({ ...r, resetToken }),
    );
    return HttpResponse.json({ resetToken });
  }),

  http.post(apiPath('/auth/password-reset/confirm'), async ({ request }) => {
    await delay();
    const body = await readBody(
      request,
      z.object({ resetToken: z.string().max(256), password: passwordField }),
      fieldMessage,
    );
    if ('response' in body) return body.response;
    const reset = passwordResets.find((r) => r.resetToken !== null && r.resetToken === body.data.resetToken);
    if (!reset || reset.expiresAt < Date.now()) {
      return errorResponse(400, {
        en: 'This reset link has expired. Please start again.',
        ar: 'انتهت صلاحية طلب إعادة التعيين. يرجى البدء من جديد.',
      });
    }
    if (!isStrongPassword(body.data.password)) {
      return errorResponse(
        422,
        { en: 'The password is too weak.', ar: 'كلمة المرور ضعيفة.' },
        { password: fieldMessage('password') },
      );
    }
    users.update(
      (u) => u.email === reset.email,
      (u) => ({ ...u, password: body.data.password }),
    );
    passwordResets.remove((r) => r.email === reset.email);
    return HttpResponse.json({});
  }),
];
