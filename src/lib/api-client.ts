import axios, { AxiosHeaders, type AxiosError } from 'axios';
import { env } from '@/config/env';
import { errorBodySchema, errorItemIdsSchema, ApiError } from './api-error';
import { localize } from './localize';
import { getCountryCode } from './country';
import { currentLang } from './i18n';
import { getToken } from './session';
import { sessionRejected } from './session-rejected';

/** 20 s: long enough for a slow phone network, short enough that no spinner is endless (docs/decisions/0002). */
export const API_TIMEOUT_MS = 20_000;

/**
 * The shop's axios instance and its rules: the headers every call carries, its timeout, and every failure turned
 * into an ApiError. Features never import it: they call `api` (lib/lazy-api-client), which loads this module with the
 * first call, so a page's hydration does not wait for axios.
 */
export const http = axios.create({
  baseURL: env.API_URL,
  timeout: API_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  // withXSRFToken is left unset on purpose: axios then sends the header to this site's origin only. `false`
  // would mean "never", `true` "to every origin" (docs/decisions/0004).
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
  validateStatus: (status) => status >= 200 && status < 300,
});

http.interceptors.request.use((config) => {
  const headers = AxiosHeaders.from(config.headers);
  headers.set('X-Country-Code', getCountryCode());
  headers.set('Accept-Language', currentLang());
  // A call that names its own token keeps it: sign-out is sent after her session is cleared here, with the token
  // it ends (features/auth/hooks/use-sign-out.ts).
  if (!headers.has('Authorization')) {
    const token = getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
  }
  config.headers = headers;
  return config;
});

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isAxiosError(error)) {
    const axiosError = error as AxiosError;
    if (axiosError.code === 'ECONNABORTED' || axiosError.code === 'ETIMEDOUT') {
      return new ApiError({ kind: 'timeout' });
    }
    if (!axiosError.response) return new ApiError({ kind: 'network' });
    const parsed = errorBodySchema.safeParse(axiosError.response.data);
    const fieldErrors: Record<string, string> = {};
    if (parsed.success && parsed.data.errors) {
      for (const [field, text] of Object.entries(parsed.data.errors)) {
        fieldErrors[field] = localize(text);
      }
    }
    const named = errorItemIdsSchema.safeParse(axiosError.response.data);
    return new ApiError({
      kind: 'http',
      status: axiosError.response.status,
      serverMessage: parsed.success ? parsed.data.message : null,
      fieldErrors,
      itemIds: named.success ? [...new Set(named.data.itemIds)] : [],
    });
  }
  return new ApiError({
    kind: 'unexpected',
    message: error instanceof Error ? error.message : String(error),
  });
}

// The calls whose 401 is about what she typed or is the session check's own verdict, not a session that ended.
const OWN_401 = /^\/?auth\/(signin|signout|validateToken|register|password-reset)/;

http.interceptors.response.use(undefined, (error: unknown) => {
  const apiError = toApiError(error);
  if (apiError.status === 401 && axios.isAxiosError(error) && !OWN_401.test(error.config?.url ?? '')) {
    const sent = AxiosHeaders.from(error.config?.headers).get('Authorization');
    if (typeof sent === 'string' && sent.startsWith('Bearer ')) sessionRejected(sent.slice('Bearer '.length));
  }
  return Promise.reject(apiError);
});
