// Her account (contract: Profile): profile, password, body measurements, notifications, saved cards, settings.
import { delay, http, HttpResponse } from 'msw';
import { z } from 'zod';
import { isStrongPassword, PASSWORD_MAX } from '@/domain/account-rules';
import type { BodyDimensions } from '@/domain/schemas';
import { notifications } from '../data/notifications';
import { users, type DbUser } from '../data/users';
import { Table } from '../db';
import { apiPath, authenticate, errorResponse, readBody, type Localized } from '../utils';
import { fieldMessage as accountFieldMessage, registerSchema } from './auth';
import { bodyDimensionsSchema } from './cart';
import { savedCards, settleOrders } from './orders';

export const toUser = ({ password: _password, ...user }: DbUser) => user;

const profileSchema = registerSchema.pick({
  firstName: true,
  lastName: true,
  country: true,
  birthDate: true,
  heardFrom: true,
});
const profileFieldMessage = (field: string): Localized =>
  field === 'country'
    ? { en: 'Choose your country.', ar: 'اختاري دولتكِ.' }
    : field === 'heardFrom'
      ? { en: 'Choose how you heard about us.', ar: 'اختاري كيف سمعتِ عنا.' }
      : accountFieldMessage(field);

export type MeasurementsRow = { userId: string; measurements: BodyDimensions };
export const savedMeasurements = new Table<MeasurementsRow>('measurements', () => [
  {
    userId: 'u-1001',
    measurements: {
      unit: 'cm',
      underBust: 76,
      waist: 68,
      hips: 98,
      bust: 90,
      bodyHeight: 163,
      shoulderWidth: 38,
    },
  },
]);
const measurementMessage: Localized = {
  en: 'Enter each measurement as a number above 0 and at most 300, in cm or in.',
  ar: 'اكتبي كل مقاس رقماً أكبر من 0 لا يزيد على 300، بالسنتيمتر أو بالإنش.',
};

export type Settings = { marketingEmails: boolean; orderUpdatesBySms: boolean };
export const DEFAULT_SETTINGS: Settings = { marketingEmails: false, orderUpdatesBySms: true };
export const userSettings = new Table<{ userId: string; settings: Settings }>('settings', () => []);
const settingsSchema = z.object({ marketingEmails: z.boolean(), orderUpdatesBySms: z.boolean() });

const idOf = (param: unknown): number | null =>
  typeof param === 'string' && /^\d{1,9}$/.test(param) ? Number(param) : null;

const passwordMessages = {
  wrong: { en: 'Your current password is not correct.', ar: 'كلمة المرور الحالية غير صحيحة.' },
  same: {
    en: 'Choose a new password different from the current one.',
    ar: 'اختاري كلمة مرور جديدة غير الحالية.',
  },
} satisfies Record<string, Localized>;

export const profileHandlers = [
  http.get(apiPath('/user/profile'), async ({ request }) => {
    await delay();
    const auth = authenticate(request, ['user']);
    if ('response' in auth) return auth.response;
    return HttpResponse.json({ user: toUser(auth.user) });
  }),

  http.put(apiPath('/user/profile'), async ({ request }) => {
    await delay();
    const auth = authenticate(request, ['user']);
    if ('response' in auth) return auth.response;
    const body = await readBody(request, profileSchema, profileFieldMessage);
    if ('response' in body) return body.response;
    const user = users.update(
      (u) => u.id === auth.user.id,
      (u) => ({ ...u, ...body.data }),
    ) as DbUser;
    return HttpResponse.json({ user: toUser(user) });
  }),

  http.post(apiPath('/user/password-change'), async ({ request }) => {
    await delay();
    const auth = authenticate(request, ['user']);
    if ('response' in auth) return auth.response;
    const body = await readBody(
      request,
      z.object({
        currentPassword: z.string().max(PASSWORD_MAX),
        newPassword: z.string().max(PASSWORD_MAX),
      }),
      (field) => (field === 'currentPassword' ? passwordMessages.wrong : accountFieldMessage('password')),
    );
    if ('response' in body) return body.response;
    const { currentPassword, newPassword } = body.data;
    if (currentPassword !== auth.user.password) {
      return errorResponse(400, passwordMessages.wrong, { currentPassword: passwordMessages.wrong });
    }
    if (!isStrongPassword(newPassword)) {
      const weak = accountFieldMessage('password');
      return errorResponse(422, weak, { newPassword: weak });
    }
    if (newPassword === currentPassword) {
      return errorResponse(422, passwordMessages.same, { newPassword: passwordMessages.same });
    }
    users.update(
      (u) => u.id === auth.user.id,
      (u) => ({ ...u, password: newPassword }),
    );
    return HttpResponse.json({});
  }),

  http.get(apiPath('/user/measurements'), async ({ request }) => {
    await delay();
    const auth = authenticate(request, ['user']);
    if ('response' in auth) return auth.response;
    const row = savedMeasurements.find((r) => r.userId === auth.user.id);
    return HttpResponse.json({ measurements: row?.measurements ?? null });
  }),

  http.put(apiPath('/user/measurements'), async ({ request }) => {
    await delay();
    const auth = authenticate(request, ['user']);
    if ('response' in auth) return auth.response;
    const body = await readBody(request, bodyDimensionsSchema, (field) =>
      field === 'unit' ? { en: 'Choose cm or in.', ar: 'اختاري سم أو إنش.' } : measurementMessage,
    );
    if ('response' in body) return body.response;
    const measurements = body.data;
    if (
      !savedMeasurements.update(
        (r) => r.userId === auth.user.id,
        (r) => ({ ...r, measurements }),
      )
    ) {
      savedMeasurements.insert({ userId: auth.user.id, measurements });
    }
    return HttpResponse.json({ measurements });
  }),

  http.get(apiPath('/user/notifications'), async ({ request }) => {
    await delay();
    const auth = authenticate(request, ['user']);
    if ('response' in auth) return auth.response;
    settleOrders();
    const list = notifications
      .filter((n) => n.userId === auth.user.id)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
      .map(({ userId: _userId, ...n }) => n);
    return HttpResponse.json({ notifications: list });
  }),

  http.post(apiPath('/user/notifications/:id/read'), async ({ request, params }) => {
    await delay();
    const auth = authenticate(request, ['user']);
    if ('response' in auth) return auth.response;
    const id = idOf(params.id);
    const updated = notifications.update(
      (n) => n.id === id && n.userId === auth.user.id,
      (n) => ({ ...n, read: true }),
    );
    if (!updated) {
      return errorResponse(404, { en: 'This notification was not found.', ar: 'لم نجد هذا الإشعار.' });
    }
    return new HttpResponse(null, { status: 204 });
  }),

  http.get(apiPath('/user/payment-methods'), async ({ request }) => {
    await delay();
    const auth = authenticate(request, ['user']);
    if ('response' in auth) return auth.response;
    const paymentMethods = savedCards
      .filter((c) => c.userId === auth.user.id)
      .map(({ userId: _userId, ...card }) => card);
    return HttpResponse.json({ paymentMethods });
  }),

  http.delete(apiPath('/user/payment-methods/:id'), async ({ request, params }) => {
    await delay();
    const auth = authenticate(request, ['user']);
    if ('response' in auth) return auth.response;
    const id = idOf(params.id);
    if (savedCards.remove((c) => c.id === id && c.userId === auth.user.id) === 0) {
      return errorResponse(404, { en: 'This card was not found.', ar: 'لم نجد هذه البطاقة.' });
    }
    return new HttpResponse(null, { status: 204 });
  }),

  http.get(apiPath('/user/settings'), async ({ request }) => {
    await delay();
    const auth = authenticate(request, ['user']);
    if ('response' in auth) return auth.response;
    const settings = userSettings.find((s) => s.userId === auth.user.id)?.settings ?? DEFAULT_SETTINGS;
    return HttpResponse.json({ settings });
  }),

  http.put(apiPath('/user/settings'), async ({ request }) => {
    await delay();
    const auth = authenticate(request, ['user']);
    if ('response' in auth) return auth.response;
    const body = await readBody(request, settingsSchema, () => ({
      en: 'Choose on or off.',
      ar: 'اختاري تشغيل أو إيقاف.',
    }));
    if ('response' in body) return body.response;
    const settings = body.data;
    if (
      !userSettings.update(
        (s) => s.userId === auth.user.id,
        (s) => ({ ...s, settings }),
      )
    ) {
      userSettings.insert({ userId: auth.user.id, settings });
    }
    return HttpResponse.json({ settings });
  }),
];
