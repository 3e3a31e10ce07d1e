import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { apiPath } from '@/mocks/utils';
import { server } from '@/mocks/node';
import { signToken } from '@/mocks/jwt';
import { api, httpClient } from './lazy-api-client';
import { API_TIMEOUT_MS } from './api-client';
import { type ApiError, parseResponse } from './api-error';
import { i18next } from './i18n';
import { clearSession, storeSession } from './session';
import { onSessionRejected } from './session-rejected';
import { apiFailure } from '@/testing/api-failure';
import arFeedback from '@/locales/ar/feedback';

function captureHeaders() {
  let headers: Headers | undefined;
  server.use(
    http.get(apiPath('/echo'), ({ request }) => {
      headers = request.headers;
      return HttpResponse.json({ ok: true });
    }),
  );
  return () => headers;
}

describe('api client', () => {
  it('sends the country (Bahrain by default), the language and no Authorization for a guest', async () => {
    const headers = captureHeaders();
    await api.get('/echo');
    expect(headers()?.get('X-Country-Code')).toBe('bh');
    expect(headers()?.get('Accept-Language')).toBe('en');
    expect(headers()?.get('Authorization')).toBeNull();
  });

  it('sends the chosen country, the Arabic language and the stored token', async () => {
    localStorage.setItem('country', 'kw');
    await i18next.changeLanguage('ar');
    const token = signToken({ id: 'u-1', role: 'user', email: 'a@b.co', firstName: 'Amal' });
    storeSession(token);
    const headers = captureHeaders();
    await api.get('/echo');
    expect(headers()?.get('X-Country-Code')).toBe('kw');
    expect(headers()?.get('Accept-Language')).toBe('ar');
    expect(headers()?.get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('ignores a country in storage that is not one of the six', async () => {
    localStorage.setItem('country', 'us');
    const headers = captureHeaders();
    await api.get('/echo');
    expect(headers()?.get('X-Country-Code')).toBe('bh');
  });

  it('is configured with a timeout and the API base path', async () => {
    const http = await httpClient();
    expect(http.defaults.timeout).toBe(API_TIMEOUT_MS);
    expect(http.defaults.baseURL).toBe('/api/v1');
  });

  it('fails a call as a network error when its client cannot be loaded, and asks for it again on the next', async () => {
    vi.resetModules();
    let fail = true;
    vi.doMock('./api-client', async (original) => {
      if (fail) throw new Error('Failed to fetch dynamically imported module');
      return original();
    });
    try {
      const fresh = await import('./lazy-api-client');
      await fresh.httpClient().catch(() => undefined); // the first ask, made as the module loads
      const first = await fresh.api.get('/echo').then(
        () => null,
        (error: unknown) => error,
      );
      expect((first as ApiError).kind).toBe('network');
      expect((first as ApiError).message).toBe(i18next.t('errors.network', { ns: 'feedback' }));
      fail = false;
      captureHeaders();
      await expect(fresh.api.get('/echo')).resolves.toMatchObject({ data: { ok: true } });
    } finally {
      vi.doUnmock('./api-client');
      vi.resetModules();
    }
  });

  describe('the XSRF header', () => {
    const OTHER_ORIGIN = 'https://other.example';
    const clearCookie = () => {
      document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    };
    afterEach(clearCookie);

    it('carries the XSRF-TOKEN cookie on every call to this site', async () => {
      document.cookie = 'XSRF-TOKEN=t0k%2Ben; path=/';
      const headers = captureHeaders();
      await api.get('/echo');
      expect(headers()?.get('X-XSRF-TOKEN')).toBe('t0k+en');

      let signInHeaders: Headers | undefined;
      server.use(
        http.post(apiPath('/auth/signin'), ({ request }) => {
          signInHeaders = request.headers;
          return HttpResponse.json({ accessToken: 'x' });
        }),
      );
      await api.post('/auth/signin', { email: 'a@b.co', password: 'x' });
      expect(signInHeaders?.get('X-XSRF-TOKEN')).toBe('t0k+en');
    });

    it('is never sent to another origin, even with the cookie set', async () => {
      document.cookie = 'XSRF-TOKEN=secret; path=/';
      let headers: Headers | undefined;
      server.use(
        http.get(`${OTHER_ORIGIN}/echo`, ({ request }) => {
          headers = request.headers;
          return HttpResponse.json({ ok: true });
        }),
      );
      await api.get(`${OTHER_ORIGIN}/echo`);
      expect(headers).toBeDefined();
      expect(headers?.get('X-XSRF-TOKEN')).toBeNull();
    });

    it('is left out when there is no cookie', async () => {
      const headers = captureHeaders();
      await api.get('/echo');
      expect(headers()?.get('X-XSRF-TOKEN')).toBeNull();
    });
  });

  it("shows the server's message in the current language, else in English", async () => {
    server.use(
      http.get(apiPath('/fail'), () =>
        HttpResponse.json({ message: { en: 'Sold out', ar: 'نفدت الكمية' } }, { status: 409 }),
      ),
    );
    expect((await apiFailure(api.get('/fail'))).message).toBe('Sold out');
    await i18next.changeLanguage('ar');
    const error = await apiFailure(api.get('/fail'));
    expect(error.message).toBe('نفدت الكمية');
    expect(error.status).toBe(409);

    server.use(
      http.get(apiPath('/fail'), () =>
        HttpResponse.json({ message: { en: 'Only English' } }, { status: 400 }),
      ),
    );
    expect((await apiFailure(api.get('/fail'))).message).toBe('Only English');
  });

  it('falls back to the generic message when the error body is missing or not JSON', async () => {
    server.use(
      http.get(apiPath('/fail'), () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })),
    );
    const error = await apiFailure(api.get('/fail'));
    expect(error.message).toBe('An error occurred. Please try again.');
    expect(error.kind).toBe('http');
    expect(error.status).toBe(502);
  });

  it('never shows her what a failing server says about itself: a 5xx gets the shop’s own words', async () => {
    server.use(
      http.get(apiPath('/fail'), () =>
        HttpResponse.json(
          { message: { en: 'Database timeout', ar: 'انتهت مهلة قاعدة البيانات' } },
          { status: 500 },
        ),
      ),
    );
    const error = await apiFailure(api.get('/fail'));
    expect(error.message).toBe('An error occurred. Please try again.');
    expect(error.serverMessage).toBeNull();
    expect(error.status).toBe(500);
    await i18next.changeLanguage('ar');
    expect((await apiFailure(api.get('/fail'))).message).toBe(arFeedback.errors.generic);
  });

  it('localizes 422 field errors', async () => {
    server.use(
      http.get(apiPath('/fail'), () =>
        HttpResponse.json(
          { message: { en: 'Invalid' }, errors: { email: { en: 'Bad email', ar: 'بريد غير صالح' } } },
          { status: 422 },
        ),
      ),
    );
    await i18next.changeLanguage('ar');
    expect((await apiFailure(api.get('/fail'))).fieldErrors).toEqual({ email: 'بريد غير صالح' });
  });

  it('gives a network failure its own message', async () => {
    server.use(http.get(apiPath('/fail'), () => HttpResponse.error()));
    const error = await apiFailure(api.get('/fail'));
    expect(error.kind).toBe('network');
    expect(error.hasResponse).toBe(false);
    expect(error.message).toBe('Network Error: something went wrong, please try again.');
  });

  it('turns malformed response data into an error instead of a crash', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get(apiPath('/echo'), () => HttpResponse.json({ cart: 'not a cart' })));
    const response = await api.get('/echo');
    const error = (() => {
      try {
        parseResponse(z.object({ cart: z.object({ cartItems: z.array(z.unknown()) }) }), response.data);
      } catch (e) {
        return e as ApiError;
      }
    })();
    expect(error?.kind).toBe('invalid-response');
    expect(error?.message).toBe('We received an unexpected answer from the shop. Please try again.');
    expect(warn).toHaveBeenCalled();
  });
});

describe('a session that ends while she shops', () => {
  const token = () => signToken({ id: 'u-1', role: 'user', email: 'a@b.co', firstName: 'Amal' });
  const answer401 = (path: string, method: 'get' | 'post' = 'get') =>
    server.use(
      http[method](apiPath(path), () =>
        HttpResponse.json({ message: { en: 'Unauthorized', ar: 'غير مصرح' } }, { status: 401 }),
      ),
    );

  afterEach(() => clearSession());

  it('is heard when a call that carried her token is answered 401', async () => {
    storeSession(token());
    const heard = vi.fn();
    const stop = onSessionRejected(heard);
    answer401('/user/profile');
    expect((await apiFailure(api.get('/user/profile'))).status).toBe(401);
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
  });

  it('is not heard for a guest’s call or a wrong password at sign-in', async () => {
    const heard = vi.fn();
    const stop = onSessionRejected(heard);
    answer401('/user/profile');
    answer401('/auth/signin', 'post');
    await apiFailure(api.get('/user/profile'));
    storeSession(token());
    await apiFailure(api.post('/auth/signin', { email: 'a@b.co', password: 'x' }));
    expect(heard).not.toHaveBeenCalled();
    stop();
  });

  it('waits for a listener when it comes before the shop listens (a page’s first call)', async () => {
    storeSession(token());
    answer401('/user/cart/get');
    await apiFailure(api.get('/user/cart/get'));
    const heard = vi.fn();
    const stop = onSessionRejected(heard);
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
  });
});
