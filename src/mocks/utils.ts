import { HttpResponse } from 'msw';
import type { z } from 'zod';
import { env } from '@/config/env';
import { DEFAULT_COUNTRY, isCountryCode, type CountryCode } from '@/config/countries';
import { users, type DbUser } from './data/users';
import { verifyToken } from './jwt';

/** Full path of an API call, as the client sends it. */
export const apiPath = (path: string): string => `${env.API_URL}${path}`;

export type Localized = { en: string; ar: string };

export function errorResponse(status: number, message: Localized, errors?: Record<string, Localized>) {
  return HttpResponse.json(errors ? { message, errors } : { message }, { status });
}

export const messages = {
  unauthorized: { en: 'Please sign in to continue.', ar: 'يرجى تسجيل الدخول للمتابعة.' },
  forbidden: { en: 'You do not have permission to do this.', ar: 'ليست لديكِ صلاحية للقيام بذلك.' },
  invalid: { en: 'Some fields are not valid.', ar: 'بعض الحقول غير صالحة.' },
  badJson: { en: 'The request body is not valid JSON.', ar: 'محتوى الطلب ليس بصيغة JSON صالحة.' },
  notFound: { en: 'Not found.', ar: 'غير موجود.' },
} satisfies Record<string, Localized>;

/** Reads and validates a JSON body like the real server: a 422 with field errors when it does not fit. */
export async function readBody<T>(
  request: Request,
  schema: z.ZodType<T>,
  fieldMessage: (field: string) => Localized = () => ({
    en: 'This field is not valid.',
    ar: 'هذا الحقل غير صالح.',
  }),
): Promise<{ data: T } | { response: Response }> {
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    return { response: errorResponse(422, messages.badJson) };
  }
  const result = schema.safeParse(raw);
  if (result.success) return { data: result.data };
  const errors: Record<string, Localized> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    errors[field] ??= fieldMessage(field);
  }
  return { response: errorResponse(422, messages.invalid, errors) };
}

export function countryOf(request: Request): CountryCode {
  const header = request.headers.get('X-Country-Code')?.toLowerCase();
  return isCountryCode(header) ? header : DEFAULT_COUNTRY;
}

/** The signed-in user of a request, or the 401/403 response the real server would send. */
export function authenticate(
  request: Request,
  allowed: readonly DbUser['role'][] = ['user', 'admin', 'owner'],
): { user: DbUser } | { response: Response } {
  const header = request.headers.get('Authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : '';
  const claims = token ? verifyToken(token) : null;
  const user = claims ? users.find((u) => u.id === claims.sub) : undefined;
  if (!user) return { response: errorResponse(401, messages.unauthorized) };
  if (!allowed.includes(user.role)) return { response: errorResponse(403, messages.forbidden) };
  return { user };
}
