import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { apiPath } from '@/mocks/utils';
import { signInAs } from '@/testing/sign-in';
import { apiFailure } from '@/testing/api-failure';
import { changePassword } from './change-password';

const input = { currentPassword: 'Tafseel#2026', newPassword: 'Tafseel#2027' };

describe('changePassword', () => {
  it('resolves on the contract’s 200 {}', async () => {
    signInAs('user');
    await expect(changePassword(input)).resolves.toBeUndefined();
  });

  it('does not take a proxy’s HTML page or cut-off JSON with status 200 for a changed password', async () => {
    signInAs('user');
    server.use(
      http.post(
        apiPath('/user/password-change'),
        () =>
          new HttpResponse('<!doctype html><h1>Bad gateway</h1>', {
            headers: { 'Content-Type': 'text/html' },
          }),
        { once: true },
      ),
      http.post(
        apiPath('/user/password-change'),
        () => new HttpResponse('{"ok": ', { headers: { 'Content-Type': 'application/json' } }),
        { once: true },
      ),
    );
    expect((await apiFailure(changePassword(input))).kind).toBe('invalid-response');
    expect((await apiFailure(changePassword(input))).kind).toBe('invalid-response');
  });
});
