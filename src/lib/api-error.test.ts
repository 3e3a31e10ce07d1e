import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { i18next } from './i18n';

const feedback = () => i18next.getResourceBundle('en', 'feedback') as Record<string, unknown>;
let kept: Record<string, unknown> | null = null;
afterEach(() => {
  if (kept) i18next.addResourceBundle('en', 'feedback', kept, true, true);
  kept = null;
});

describe('ApiError', () => {
  it('puts a failure in words when it is shown, so one that came before the words arrived has them too', () => {
    kept = feedback();
    i18next.removeResourceBundle('en', 'feedback');
    const error = new ApiError({ kind: 'invalid-response' });
    i18next.addResourceBundle('en', 'feedback', kept, true, true);
    expect(error.message).toBe('We received an unexpected answer from the shop. Please try again.');
    expect(new ApiError({ kind: 'network' }).message).toBe(
      'Network Error: something went wrong, please try again.',
    );
  });

  it('keeps the server’s own message as it was sent', () => {
    const error = new ApiError({ kind: 'http', status: 409, serverMessage: { en: 'Sold out.' } });
    expect(error.message).toBe('Sold out.');
  });
});
