import type { AxiosInstance } from 'axios';
import { ApiError } from './api-error';
// Every call's screen renders under the one QueryClient: loading the API client provides it (start-up/data-provider).
import './query-client';

let loading: Promise<AxiosInstance> | null = null;

/**
 * The shop's HTTP client (lib/api-client: its one axios instance, the headers every call carries, its errors), a file of its own
 * that a page's hydration does not wait for (issue 22, docs/decisions/0033): it is asked for as soon as a page
 * with data has its code, and runs beside the hydration. A file that cannot be loaded (the network, a deploy
 * that pruned it) fails the call as a network error, with a message, and the next call asks again.
 */
export function httpClient(): Promise<AxiosInstance> {
  loading ??= import('./api-client').then(
    (module) => module.http,
    () => {
      loading = null;
      throw new ApiError({ kind: 'network' });
    },
  );
  return loading;
}

/** The calls of every feature's api/ (axios's own signatures), each made once the client is in. */
export const api = {
  get: ((url, config) => httpClient().then((http) => http.get(url, config))) as AxiosInstance['get'],
  delete: ((url, config) => httpClient().then((http) => http.delete(url, config))) as AxiosInstance['delete'],
  post: ((url, data, config) =>
    httpClient().then((http) => http.post(url, data, config))) as AxiosInstance['post'],
  put: ((url, data, config) =>
    httpClient().then((http) => http.put(url, data, config))) as AxiosInstance['put'],
};

// A page whose code calls the API asks for the client now, so it arrives while the page hydrates.
if (typeof window !== 'undefined' && !import.meta.env.SSR) void httpClient().catch(() => undefined);
