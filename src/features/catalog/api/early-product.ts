import { EARLY_PRODUCT_KEY } from '@/config/early-product';
import { getCountryCode } from '@/lib/country';
import { currentLang } from '@/lib/i18n';

/** What index.html leaves on `window` when it asks for a product page's piece before any script loads. */
export type EarlyProductRequest = {
  id: number;
  country: string;
  lang: string;
  response: Promise<Response | null>;
};

function isEarlyProductRequest(value: unknown): value is EarlyProductRequest {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'number' &&
    typeof v.country === 'string' &&
    typeof v.lang === 'string' &&
    v.response instanceof Promise
  );
}

/**
 * A product page opened straight from a link: index.html asks for the piece while the scripts download
 * (vite.config.ts, docs/decisions/0015). Its answer is taken once, for that piece, and only when it was asked
 * for with the country and language the app itself would send and came back 2xx with JSON; otherwise this
 * gives `undefined` and the app asks the API itself, so every error is met the usual way. The body is still
 * untrusted: the caller validates it like any other answer.
 */
export async function takeEarlyProduct(id: number): Promise<unknown> {
  const slot = window as unknown as Record<string, unknown>;
  const early = slot[EARLY_PRODUCT_KEY];
  delete slot[EARLY_PRODUCT_KEY];
  if (!isEarlyProductRequest(early)) return undefined;
  if (early.id !== id || early.country !== getCountryCode() || early.lang !== currentLang()) return undefined;
  try {
    const response = await early.response;
    if (!response?.ok) return undefined;
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}
