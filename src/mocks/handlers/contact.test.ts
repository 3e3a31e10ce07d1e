import { describe, expect, it } from 'vitest';
import { api } from '@/lib/lazy-api-client';
import { signInAs } from '@/testing/sign-in';
import { contactMessages } from './contact';
import { apiFailure } from '@/testing/api-failure';

const valid = { name: 'Noora', email: 'noora@example.com', message: 'Do you make the Layla abaya in navy?' };

describe('POST /contact (mock API)', () => {
  it('answers 201 with an empty object for a guest', async () => {
    const response = await api.post('/contact', valid);
    expect(response.status).toBe(201);
    expect(response.data).toEqual({});
    expect(contactMessages.all()).toEqual([expect.objectContaining({ ...valid, userId: null })]);
  });

  it('accepts a token when one is sent, and ties the message to the account', async () => {
    const user = signInAs('user');
    const response = await api.post('/contact', valid);
    expect(response.status).toBe(201);
    expect(contactMessages.all()[0]?.userId).toBe(user.id);
  });

  it('answers 422 with a localized message and an error per invalid field', async () => {
    const error = await apiFailure(
      api.post('/contact', { name: 'No', email: 'not-an-email', message: 'short' }),
    );
    expect(error.status).toBe(422);
    expect(error.serverMessage).toEqual({ en: expect.any(String), ar: expect.any(String) });
    expect(Object.keys(error.fieldErrors).sort()).toEqual(['email', 'message', 'name']);
    expect(error.fieldErrors.email).toBe('Invalid email address');
    expect(contactMessages.all()).toHaveLength(0);
  });

  it('answers 422 when a field is missing', async () => {
    const error = await apiFailure(api.post('/contact', { name: 'Noora', email: 'noora@example.com' }));
    expect(error.status).toBe(422);
    expect(Object.keys(error.fieldErrors)).toEqual(['message']);
  });
});
