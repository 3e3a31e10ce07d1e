import { delay, http, HttpResponse } from 'msw';
import { z } from 'zod';
import { NAME_MIN } from '@/lib/rules';
import { Table } from '../db';
import { verifyToken } from '../jwt';
import { apiPath, readBody } from '../utils';

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 2000;

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
  name: z.string().trim().min(NAME_MIN),
  email: z.email(),
  message: z.string().trim().min(CONTACT_MESSAGE_MIN).max(CONTACT_MESSAGE_MAX),
});

const fieldMessages: Record<string, { en: string; ar: string }> = {
  name: { en: 'Please enter at least 3 characters', ar: 'يرجى إدخال 3 أحرف على الأقل' },
  email: { en: 'Invalid email address', ar: 'البريد الإلكتروني غير صالح' },
  message: { en: 'Please write between 10 and 2000 characters', ar: 'يرجى كتابة ما بين 10 و2000 حرف' },
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
