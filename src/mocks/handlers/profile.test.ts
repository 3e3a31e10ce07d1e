import { describe, expect, it } from 'vitest';
import { api } from '@/lib/lazy-api-client';
import { local, storageKeys } from '@/lib/storage';
import { apiFailure } from '@/testing/api-failure';
import { signInAs } from '@/testing/sign-in';
import { SEED_PASSWORD } from '../data/users';
import { SEED_ORDER_IDS } from '../data/orders';
import { fromBhd } from '../money';
import { addToCart } from '../test-helpers';
import { payOrder } from './orders';

const profile = {
  firstName: 'Noora',
  lastName: 'Alkhalifa',
  country: 'kw',
  birthDate: '1994-03-12',
  heardFrom: 'friend',
};
const dimensions = {
  unit: 'in',
  underBust: 30,
  waist: 27,
  hips: 38,
  bust: 35,
  bodyHeight: 64,
  shoulderWidth: 15,
};

type Notification = {
  id: number;
  title: { en: string };
  read: boolean;
  orderId: string | null;
  createdAt: string;
};
const getNotifications = async () =>
  ((await api.get('/user/notifications')).data as { notifications: Notification[] }).notifications;

describe('profile mock API', () => {
  it('answers her profile without the password, 401 to a guest and 403 to an admin', async () => {
    expect((await apiFailure(api.get('/user/profile'))).status).toBe(401);
    signInAs('admin');
    expect((await apiFailure(api.get('/user/profile'))).status).toBe(403);
    signInAs('user');
    const { user } = (await api.get('/user/profile')).data as { user: Record<string, unknown> };
    expect(user).toEqual({
      id: 'u-1001',
      firstName: 'Noora',
      lastName: 'Alkhalifa',
      email: 'noora@example.com',
      country: 'bh',
      birthDate: '1994-03-12',
      heardFrom: 'instagram',
      role: 'user',
    });
  });

  it('updates the profile with the registration rules and answers 422 with field errors', async () => {
    signInAs('user');
    const response = await api.put('/user/profile', profile);
    expect(response.data).toMatchObject({ user: { ...profile, email: 'noora@example.com' } });
    const error = await apiFailure(
      api.put('/user/profile', { ...profile, firstName: 'N0', birthDate: '2020-01-01', country: 'fr' }),
    );
    expect(error.status).toBe(422);
    expect(Object.keys(error.fieldErrors).sort()).toEqual(['birthDate', 'country', 'firstName']);
  });

  it('changes the password: 400 for a wrong current one, 422 for a weak or unchanged one', async () => {
    signInAs('user');
    const wrong = await apiFailure(
      api.post('/user/password-change', { currentPassword: 'nope', newPassword: 'Abaya#2027' }),
    );
    expect(wrong.status).toBe(400);
    const weak = await apiFailure(
      api.post('/user/password-change', { currentPassword: SEED_PASSWORD, newPassword: 'abaya' }),
    );
    expect(weak.status).toBe(422);
    expect(weak.fieldErrors).toHaveProperty('newPassword');
    const same = await apiFailure(
      api.post('/user/password-change', { currentPassword: SEED_PASSWORD, newPassword: SEED_PASSWORD }),
    );
    expect(same.status).toBe(422);
    const ok = await api.post('/user/password-change', {
      currentPassword: SEED_PASSWORD,
      newPassword: 'Abaya#2027',
    });
    expect(ok.data).toEqual({});
    localStorage.clear();
    const signin = await api.post('/auth/signin', { email: 'noora@example.com', password: 'Abaya#2027' });
    expect(signin.status).toBe(200);
  });

  it('keeps her body measurements: seeded, replaced, 422 for a value out of bounds', async () => {
    signInAs('user');
    const seeded = (await api.get('/user/measurements')).data as { measurements: { unit: string } | null };
    expect(seeded.measurements).toMatchObject({ unit: 'cm' });
    expect((await api.put('/user/measurements', dimensions)).data).toEqual({ measurements: dimensions });
    expect((await api.get('/user/measurements')).data).toEqual({ measurements: dimensions });
    const error = await apiFailure(api.put('/user/measurements', { ...dimensions, waist: 0, unit: 'mm' }));
    expect(Object.keys(error.fieldErrors).sort()).toEqual(['unit', 'waist']);
  });

  it('lists notifications newest first, one per status change, and marks one read (404 for another)', async () => {
    signInAs('user');
    const seeded = await getNotifications();
    expect(seeded.length).toBeGreaterThanOrEqual(3);
    const newest = seeded[0]!;
    expect(seeded.map((n) => n.createdAt)).toEqual([...seeded.map((n) => n.createdAt)].sort().reverse());
    expect(
      seeded
        .filter((n) => !n.read)
        .map((n) => n.orderId)
        .sort(),
    ).toEqual([SEED_ORDER_IDS.rejected, SEED_ORDER_IDS.shipped].sort());
    const itemId = await addToCart('basic');
    const placed = await api.post('/user/orders', {
      itemIds: [itemId],
      addressId: 1,
      homeMeasurement: null,
      giftNote: null,
      promoCode: null,
    });
    const { order } = placed.data as { order: { id: string } };
    payOrder(order.id, '4242424242424242');
    const after = await getNotifications();
    expect(after.filter((n) => n.orderId === order.id).map((n) => n.title.en)).toEqual([
      'Order confirmed',
      'Order placed',
    ]);
    expect((await api.post(`/user/notifications/${newest.id}/read`)).status).toBe(204);
    expect((await getNotifications()).find((n) => n.id === newest.id)?.read).toBe(true);
    expect((await apiFailure(api.post('/user/notifications/9999/read'))).status).toBe(404);
  });

  it('lists the cards the provider saved, and deletes one (404 once it is gone)', async () => {
    signInAs('user');
    type Card = { id: number; brand: string; last4: string; expMonth: number; expYear: number };
    const cards = async () =>
      ((await api.get('/user/payment-methods')).data as { paymentMethods: Card[] }).paymentMethods;
    const [seeded] = await cards();
    expect(seeded).toEqual({ id: 1, brand: 'Visa', last4: '4242', expMonth: 8, expYear: 2029 });
    expect((await api.delete('/user/payment-methods/1')).status).toBe(204);
    expect(await cards()).toEqual([]);
    expect((await apiFailure(api.delete('/user/payment-methods/1'))).status).toBe(404);
  });

  it('keeps her settings: defaults, replaced, 422 for a value that is not a boolean', async () => {
    signInAs('user');
    expect((await api.get('/user/settings')).data).toEqual({
      settings: { marketingEmails: false, orderUpdatesBySms: true },
    });
    const next = { marketingEmails: true, orderUpdatesBySms: false };
    expect((await api.put('/user/settings', next)).data).toEqual({ settings: next });
    expect((await api.get('/user/settings')).data).toEqual({ settings: next });
    expect((await apiFailure(api.put('/user/settings', { marketingEmails: 'yes' }))).status).toBe(422);
  });
});

describe('GET /admin/summary', () => {
  it('answers 403 to a customer and the day’s figures to an admin, in the caller’s currency', async () => {
    signInAs('user');
    const itemId = await addToCart('basic');
    const placed = await api.post('/user/orders', {
      itemIds: [itemId],
      addressId: 1,
      homeMeasurement: null,
      giftNote: null,
      promoCode: null,
    });
    const { order } = placed.data as { order: { id: string; total: number } };
    payOrder(order.id, '4242424242424242');
    expect((await apiFailure(api.get('/admin/summary'))).status).toBe(403);
    signInAs('owner');
    expect((await api.get('/admin/summary')).data).toEqual({
      // the new order and the seeded shipped one are open; only the new one was placed and paid today
      summary: { openOrders: 2, ordersToday: 1, revenueToday: order.total, currency: 'BHD' },
    });
    local.set(storageKeys.country, 'sa');
    const saudi = (await api.get('/admin/summary')).data as {
      summary: { revenueToday: number; currency: string };
    };
    expect(saudi.summary).toMatchObject({
      currency: 'SAR',
      revenueToday: fromBhd(order.total, 'sa'),
    });
  });
});
