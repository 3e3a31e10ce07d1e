import { describe, expect, it } from 'vitest';
import { api } from '@/lib/lazy-api-client';
import { EMAIL_MAX, MESSAGE_MAX, NAME_MAX, PASSWORD_MAX } from '@/domain/account-rules';
import { i18next } from '@/lib/i18n';
import { findUserByEmail } from '../data/users';
import { contactMessages } from './contact';
import { notifyRequests } from './catalog';
import { apiFailure } from '@/testing/api-failure';

const tooLongEmail = `${'a'.repeat(EMAIL_MAX - 'example.com'.length)}@example.com`;
const register = {
  firstName: 'Mariam',
  lastName: 'Alsayed',
  email: 'mariam@example.com',
  password: 'Strong#Pass1',
  country: 'bh',
  birthDate: '1996-05-04',
  heardFrom: 'friend',
};

// The mock API refuses what the forms refuse (src/domain/account-rules.ts), with a 422 and a message per field.
describe('length bounds of the mock API', () => {
  it('registers a 50-letter name and an email of 254 characters', async () => {
    const email = `${'a'.repeat(EMAIL_MAX - 'example.com'.length - 1)}@example.com`;
    expect(email).toHaveLength(EMAIL_MAX);
    const response = await api.post('/auth/register', {
      ...register,
      firstName: 'N'.repeat(NAME_MAX),
      email,
    });
    expect(response.status).toBe(201);
  });

  it('refuses a 10,000-character name, a 255-character email and a 129-character password at registration', async () => {
    const error = await apiFailure(
      api.post('/auth/register', {
        ...register,
        firstName: 'N'.repeat(10_000),
        lastName: 'A'.repeat(NAME_MAX + 1),
        email: tooLongEmail,
        password: `Aa1!${'x'.repeat(PASSWORD_MAX - 3)}`,
      }),
    );
    expect(error.status).toBe(422);
    expect(Object.keys(error.fieldErrors).sort()).toEqual(['email', 'firstName', 'lastName', 'password']);
    expect(error.fieldErrors.firstName).toBe('First name must be 3 to 50 letters, with no spaces.');
    expect(findUserByEmail(tooLongEmail)).toBeUndefined();
  });

  it('says so in Arabic too', async () => {
    await i18next.changeLanguage('ar');
    const error = await apiFailure(api.post('/auth/register', { ...register, lastName: 'A'.repeat(51) }));
    expect(error.fieldErrors.lastName).toBe('يجب أن يتكون اسم العائلة من 3 إلى 50 حرفاً ومن دون مسافات.');
  });

  it('refuses an over-long email or password at sign-in with a 422, not a 401', async () => {
    const error = await apiFailure(
      api.post('/auth/signin', { email: tooLongEmail, password: 'x'.repeat(PASSWORD_MAX + 1) }),
    );
    expect(error.status).toBe(422);
    expect(Object.keys(error.fieldErrors).sort()).toEqual(['email', 'password']);
  });

  it('refuses an over-long email or password in the password reset', async () => {
    expect((await apiFailure(api.post('/auth/password-reset/request', { email: tooLongEmail }))).status).toBe(
      422,
    );
    expect(
      (await apiFailure(api.post('/auth/password-reset/verify', { email: tooLongEmail, otp: '123456' })))
        .status,
    ).toBe(422);
    const confirm = await apiFailure(
      api.post('/auth/password-reset/confirm', {
        resetToken: 'whatever',
        password: `Aa1!${'x'.repeat(PASSWORD_MAX)}`,
      }),
    );
    expect(confirm.status).toBe(422);
    expect(Object.keys(confirm.fieldErrors)).toEqual(['password']);
  });

  it('refuses an over-long contact name, email or message', async () => {
    const error = await apiFailure(
      api.post('/contact', {
        name: 'N'.repeat(10_000),
        email: tooLongEmail,
        message: 'm'.repeat(MESSAGE_MAX + 1),
      }),
    );
    expect(error.status).toBe(422);
    expect(Object.keys(error.fieldErrors).sort()).toEqual(['email', 'message', 'name']);
    expect(error.fieldErrors.name).toBe('Please enter 3 to 50 characters');
    expect(contactMessages.all()).toHaveLength(0);
  });

  it('refuses an over-long notify-me name or email', async () => {
    const error = await apiFailure(
      api.post('/products/4/notify', { name: 'M'.repeat(NAME_MAX + 1), email: tooLongEmail }),
    );
    expect(error.status).toBe(422);
    expect(Object.keys(error.fieldErrors).sort()).toEqual(['email', 'name']);
    expect(notifyRequests.all()).toHaveLength(0);
  });
});
