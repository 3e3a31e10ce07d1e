import { z } from 'zod/mini';
import { i18next, loadNamespaces } from './i18n';
import { localize } from './localize';

export const localizedTextSchema = z.looseObject({ en: z.string(), ar: z.optional(z.string()) });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export const errorBodySchema = z.object({
  message: localizedTextSchema,
  errors: z.optional(z.record(z.string(), localizedTextSchema)),
});

// A failed call's message is put into words when it fails, so its words are asked for as soon as the data
// layer loads (route modules also load them with their words; this covers a call started before any screen).
void loadNamespaces(['feedback']);

/** http: the server answered; network/timeout: it did not; unexpected: something else failed on our side. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'invalid-response' | 'unexpected';

/** Every failed call becomes one of these, with a message in the shopper's language. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  /** The server's own message, when it sent one that is meant for her (never a 5xx's). */
  readonly serverMessage: LocalizedText | null;
  /** Field errors of a 422, localized. */
  readonly fieldErrors: Record<string, string>;
  /** The cart items a refusal names (contract: a 409's or a 422's `itemIds`), else empty. */
  readonly itemIds: number[];

  constructor(options: {
    kind: ApiErrorKind;
    status?: number | null;
    serverMessage?: LocalizedText | null;
    fieldErrors?: Record<string, string>;
    itemIds?: number[];
    message?: string;
  }) {
    const fallback =
      options.kind === 'network'
        ? 'errors.network'
        : options.kind === 'timeout'
          ? 'errors.timeout'
          : options.kind === 'invalid-response'
            ? 'errors.invalidResponse'
            : 'errors.generic';
    // A 5xx's message is the server speaking of itself ("Database timeout"), not words for her: she gets the
    // shop's own. A 4xx's message is the contract's word on what she asked (a sold-out piece, a promo code).
    const serverMessage = (options.status ?? 0) >= 500 ? null : (options.serverMessage ?? null);
    const own = options.message ?? (serverMessage ? localize(serverMessage) : null);
    super(own ?? i18next.t(fallback, { ns: 'feedback' }));
    // The shop's own words are read when shown, not when the call fails: a piece's page opened in a fresh tab
    // can fail before 'feedback' has arrived, and the error screen showed 'errors.invalidResponse'.
    if (own === null)
      Object.defineProperty(this, 'message', {
        get: () => i18next.t(fallback, { ns: 'feedback' }),
        configurable: true,
      });
    this.name = 'ApiError';
    this.kind = options.kind;
    this.status = options.status ?? null;
    this.serverMessage = serverMessage;
    this.fieldErrors = options.fieldErrors ?? {};
    this.itemIds = options.itemIds ?? [];
  }

  /** True when the server answered (any status): the failure is not the network's. */
  get hasResponse(): boolean {
    return this.status !== null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server answered 404: what was asked for is not there (a piece, an order). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/** The items an error body names (`itemIds`), read apart from its message so a bad list loses only itself. */
export const errorItemIdsSchema = z.object({
  itemIds: z.array(z.number().check(z.int(), z.positive())).check(z.maxLength(200)),
});

/**
 * The pieces measured at home that would go to an address outside Bahrain (contract 2026-11-27: the quote's and the
 * order's 422 `{ message, errors: { homeMeasurement }, itemIds }`), or none.
 */
export function homeVisitRefusedItemIds(error: unknown): number[] {
  return isApiError(error) && error.status === 422 && 'homeMeasurement' in error.fieldErrors
    ? error.itemIds
    : [];
}

/** Parses a response body; malformed data is an error, never a crash further down. */
export function parseResponse<T>(schema: z.ZodMiniType<T>, data: unknown): T {
  const result = schema.safeParse(data);
  if (!result.success) {
    console.warn('[api] response did not match its schema', result.error.issues);
    throw new ApiError({ kind: 'invalid-response', status: null });
  }
  return result.data;
}
