import { delay, http, HttpResponse } from 'msw';
import { z } from 'zod';
import { EMAIL_MAX, MESSAGE_MAX, MESSAGE_MIN, NAME_MAX, NAME_MIN } from '@/domain/account-rules';
import { Table } from '../db';
import { verifyToken } from '../jwt';
import { apiPath, readBody } from '../utils';

type StoredMessage = {
  name: string;
  email: string;
  message: string;
  userId: string | null;
  receivedAt: string;
};
/** What the shop received: tests and the developer console can read it. */
export const contactMessages = new Table<StoredMessage>('contact-messages', () => []);

const contactSchema = z.object({
  name: z.string().trim().min(NAME_MIN).max(NAME_MAX),
  email: z.email().max(EMAIL_MAX),
  message: z.string().trim().min(MESSAGE_MIN).max(MESSAGE_MAX),
});

const fieldMessages: Record<string, { en: string; ar: string }> = {
  name: {
    en: `Please enter ${NAME_MIN} to ${NAME_MAX} characters`,
    ar: `يرجى إدخال ما بين ${NAME_MIN} و${NAME_MAX} حرفاً`,
  },
  email: { en: 'Invalid email address', ar: 'البريد الإلكتروني غير صالح' },
  message: {
    en: `Please write between ${MESSAGE_MIN} and ${MESSAGE_MAX} characters`,
    ar: `يرجى كتابة ما بين ${MESSAGE_MIN} و${MESSAGE_MAX} حرف`,
  },
};
const fieldMessage = (field: string) =>
  fieldMessages[field] ?? { en: 'This field is not valid.', ar: 'هذا الحقل غير صالح.' };

export const contactHandlers = [
  // POST /contact: open to guests; a token, when sent, ties the message to the account (and is never required).
  http.post(apiPath('/contact'), async ({ request }) => {
    await delay();
    const body = await readBody(request, contactSchema, fieldMessage);
    if ('response' in body) return body.response;
    const header = request.headers.get('Authorization') ?? '';
    const claims = header.startsWith('Bearer ') ? verifyToken(header.slice(7)) : null;
    contactMessages.insert({
      ...body.data,
      userId: claims?.sub ?? null,
      receivedAt: new Date().toISOString(),
    });
    return HttpResponse.json({}, { status: 201 });
  }),
];
