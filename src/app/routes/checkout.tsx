import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { redirect, type ClientLoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loadWords, requireUserRole } from '../guards';
import { FormAlert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { usePageMeta } from '@/lib/page-meta';
import { langOfPath, localizePath, paths } from '@/config/paths';
import { useCreateAddress } from '@/features/addresses/api/create-address';
import {
  getAddressesQueryOptions,
  sortAddresses,
  useAddresses,
} from '@/features/addresses/api/get-addresses';
import { AddressForm } from '@/features/addresses/components/address-form';
import { AddressPicker } from '@/features/addresses/components/address-picker';
import { getCartQueryOptions, useCart } from '@/features/cart/api/get-cart';
import { getQuoteQueryOptions, useQuote } from '@/features/cart/api/get-quote';
import {
  clearCheckoutDraft,
  readCheckoutDraft,
  type CheckoutDraft,
} from '@/features/cart/utils/checkout-draft';
import { getOrdersQueryOptions } from '@/features/orders/api/get-orders';
import { OrderItemList } from '@/features/orders/components/order-item-list';
import { OrderTotals } from '@/features/orders/components/order-totals';
import { UnconfirmedOrder } from '@/features/orders/components/unconfirmed-order';
import { UnpaidOrdersNotice } from '@/features/orders/components/unpaid-orders-notice';
import { useOrderLabels } from '@/features/orders/components/use-order-labels';
import { usePlaceOrder } from '@/features/orders/hooks/use-place-order';
import { unpaidOrders } from '@/features/orders/utils/unpaid-orders';
import { cartItemToGa4, trackEcommerce } from '@/lib/analytics';
import { isApiError, localize } from '@/lib/api-error';
import { i18next } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { queryClient } from '@/lib/query-client';
import type { CartItem } from '@/lib/schemas';
import { useAppNavigate } from '@/lib/use-lang';

/** The words this screen needs, loaded before it renders (src/entry.client.tsx, clientLoaders). */
export const handle = { i18n: ['checkout'] };

/** What the cart shows on her return after a 409: the items that can no longer be made (contract). */
export type CartReturnState = { unavailableItemIds: number[] };

/**
 * Checkout needs role user (spec 2) and what the cart handed over (the checkout draft): with none, or nothing
 * selected, she goes back to her cart with a word about it. The cart, her addresses and the quote are asked for
 * here, beside the screen's code.
 */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  await Promise.all([requireUserRole(request), loadWords(['checkout', 'feedback'])]);
  const draft = readCheckoutDraft();
  if (!draft || draft.itemIds.length === 0) {
    // Back from the card page without paying lands here with the draft used up: the cart offers her unpaid
    // order then, and 'choose your pieces' would be the wrong word.
    const waiting = await queryClient
      .fetchQuery(getOrdersQueryOptions('current'))
      .then((orders) => unpaidOrders(orders).length > 0)
      .catch(() => false);
    if (!waiting) {
      void notify('info', i18next.t('checkout.noDraft', { ns: 'checkout' }), {
        toastId: 'checkout-no-draft',
      });
    }
    throw redirect(localizePath(paths.cart, langOfPath(new URL(request.url).pathname)));
  }
  void queryClient.prefetchQuery(getCartQueryOptions());
  void queryClient.prefetchQuery(getAddressesQueryOptions());
  void queryClient.prefetchQuery(getQuoteQueryOptions(draft));
  return null;
}

export default function CheckoutRoute() {
  const { t } = useTranslation('checkout');
  usePageMeta(t('checkout.title'));
  // read once: the draft is what the cart handed over when she pressed checkout
  const [draft] = useState(readCheckoutDraft);
  const cart = useCart();
  const navigate = useAppNavigate();
  // Once her order exists, its pieces have left her cart: the page goes on showing what she ordered.
  const [placed, setPlaced] = useState<{ orderId: string; items: CartItem[] } | null>(null);
  // an item of the cart that could not be read is never ordered
  const inCart = cart.data?.items.filter((item) => draft?.itemIds.includes(item.itemId)) ?? null;
  const selected = placed?.items ?? inCart;
  const nothingToBuy = !draft || (selected !== null && selected.length === 0);

  useEffect(() => {
    if (!nothingToBuy) return;
    void notify('info', t('checkout.noDraft'), { toastId: 'checkout-no-draft' });
    void navigate(paths.cart, { replace: true });
  }, [nothingToBuy, navigate, t]);

  if (cart.isError && !cart.data) {
    return (
      <CheckoutFrame>
        <LoadError
          message={cart.error.message}
          onRetry={() => void cart.refetch()}
          retrying={cart.isFetching}
        />
      </CheckoutFrame>
    );
  }
  if (!draft || selected === null || nothingToBuy) {
    return (
      <CheckoutFrame>
        <CheckoutSkeleton />
      </CheckoutFrame>
    );
  }
  return (
    <CheckoutFrame shownOrderId={placed?.orderId}>
      <CheckoutForm
        draft={draft}
        items={selected}
        onPlaced={(orderId) => setPlaced({ orderId, items: selected })}
      />
    </CheckoutFrame>
  );
}

function CheckoutFrame({ children, shownOrderId }: { children: ReactNode; shownOrderId?: string | null }) {
  const { t } = useTranslation('checkout');
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <p className="mb-4 text-sm">
        <Link to={paths.cart} className="font-semibold text-brand-700 hover:underline">
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            ←
          </span>{' '}
          {t('checkout.backToCart')}
        </Link>
      </p>
      <h1 className="mb-2 text-3xl font-semibold sm:text-4xl">{t('checkout.title')}</h1>
      <p className="mb-8 text-ink-soft">{t('checkout.intro')}</p>
      <UnpaidOrdersNotice exclude={shownOrderId} />
      {children}
    </div>
  );
}

function LoadError({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation(['checkout', 'feedback']);
  return (
    <div className="rounded-3xl border border-sand-200 bg-white p-6 text-center sm:p-10">
      <h2 className="mb-2 text-2xl font-semibold">{t('checkout.loadError')}</h2>
      <p className="mb-1 text-ink-soft">{message}</p>
      <p className="mb-6 text-ink-soft">{t('checkout.keptNote')}</p>
      <Button onClick={onRetry} loading={retrying}>
        {t('feedback:errors.retry')}
      </Button>
    </div>
  );
}

function CheckoutSkeleton() {
  const { t } = useTranslation('checkout');
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {t('checkout.loading')}
      </p>
      <div aria-hidden="true" className="grid animate-pulse gap-8 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="space-y-6">
          <div className="h-7 w-48 rounded bg-sand-200" />
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="h-36 rounded-2xl bg-sand-200" />
            <div className="h-36 rounded-2xl bg-sand-200" />
          </div>
          <div className="h-7 w-40 rounded bg-sand-200" />
          <div className="h-48 rounded-3xl bg-sand-200" />
        </div>
        <div className="h-80 rounded-3xl bg-sand-200" />
      </div>
    </div>
  );
}

/** Which part of the page a 422 names, so its message shows where she can fix it. */
type Problem = { where: 'address' | 'extras' | 'pay'; message: string };

function problemOf(error: unknown, fallback: string): Problem {
  if (!isApiError(error)) return { where: 'pay', message: fallback };
  const entries = Object.entries(error.fieldErrors);
  const address = entries.find(([field]) => field.startsWith('address'));
  if (address) return { where: 'address', message: address[1] };
  const extras = entries.find(([field]) => /^(homeMeasurement|promoCode|giftNote)/.test(field));
  if (extras) return { where: 'extras', message: extras[1] };
  return { where: 'pay', message: entries[0]?.[1] ?? error.message };
}

function CheckoutForm({
  draft,
  items,
  onPlaced,
}: {
  draft: CheckoutDraft;
  items: CartItem[];
  onPlaced: (orderId: string) => void;
}) {
  const { t } = useTranslation(['checkout', 'feedback']);
  const labels = useOrderLabels();
  const navigate = useAppNavigate();
  const itemIds = items.map((item) => item.itemId);
  const needsVisit = items.some((item) => item.measurementType === 'home');
  const visit = needsVisit ? draft.homeMeasurement : null;
  const giftNote = draft.giftNote.trim();
  const quoteState = useQuote(
    { itemIds, promoCode: draft.promoCode, homeMeasurement: visit },
    { debounceMs: 0 },
  );
  const quote = quoteState.quote;

  // — delivery address —
  const addresses = useAddresses();
  const sorted = addresses.data ? sortAddresses(addresses.data) : [];
  const [chosenId, setChosenId] = useState<number | null>(null);
  const addressId =
    chosenId !== null && sorted.some((a) => a.id === chosenId) ? chosenId : (sorted[0]?.id ?? null);
  const [adding, setAdding] = useState(false);
  const showForm = addresses.isSuccess && (adding || sorted.length === 0);
  const createAddress = useCreateAddress();
  const addressRef = useRef<HTMLFieldSetElement>(null);
  const extrasRef = useRef<HTMLElement>(null);

  // — pay —
  const {
    state: pay,
    place,
    checkAgain,
  } = usePlaceOrder({
    onPlaced: (order) => {
      // From here on the order exists: no press sends another, however slow the payment page is to open.
      clearCheckoutDraft();
      onPlaced(order.id);
      void queryClient.invalidateQueries({ queryKey: getCartQueryOptions().queryKey });
    },
    // back to the cart, which marks them; the draft (visit, note, promo) stays for her next try
    onUnavailable: (itemIds) => {
      const state: CartReturnState = { unavailableItemIds: itemIds };
      void navigate(paths.cart, { state });
    },
    // the cart offers the order she left unpaid, as it does when Back loads this page again
    onBackFromPayment: () => void navigate(paths.cart, { replace: true }),
  });
  // a clear refusal: which part of the page it is about
  const [dismissed, setDismissed] = useState<unknown>(null);
  const refused = useMemo(
    () =>
      pay.kind === 'refused' && pay.error !== dismissed
        ? {
            problem: problemOf(
              pay.error,
              pay.error instanceof Error ? pay.error.message : t('feedback:errors.generic'),
            ),
            status: isApiError(pay.error) ? pay.error.status : null,
            error: pay.error,
          }
        : null,
    [pay, dismissed, t],
  );
  const [addressMissing, setAddressMissing] = useState(false);

  // GA4: she has begun checking out, once per visit to the page, with what she is about to buy
  const beganRef = useRef(false);
  useEffect(() => {
    if (beganRef.current || !quote) return;
    beganRef.current = true;
    trackEcommerce('begin_checkout', {
      currency: quote.currency,
      value: quote.total,
      coupon: quote.promoCode ?? undefined,
      items: items.map(cartItemToGa4),
    });
  }, [quote, items]);

  const problem = refused?.problem ?? null;
  useEffect(() => {
    if (!problem) return;
    const target =
      problem.where === 'address'
        ? addressRef.current
        : problem.where === 'extras'
          ? extrasRef.current
          : null;
    if (!target) return;
    if (typeof target.scrollIntoView === 'function') target.scrollIntoView({ block: 'center' });
    target.focus({ preventScroll: true });
  }, [problem]);

  const onPay = async () => {
    if (addressId === null) {
      setAddressMissing(true);
      addressRef.current?.focus();
      return;
    }
    if (!quote) return;
    setAddressMissing(false);
    await place(
      {
        itemIds,
        addressId,
        homeMeasurement: visit,
        giftNote: giftNote === '' ? null : giftNote,
        promoCode: quote.promoCode,
      },
      items,
      // GA4: she goes on to pay, once per order sent
      () =>
        trackEcommerce('add_payment_info', {
          currency: quote.currency,
          value: quote.total,
          coupon: quote.promoCode ?? undefined,
          payment_type: 'card',
          items: items.map(cartItemToGa4),
        }),
    );
  };

  const busy =
    pay.kind === 'placing' ||
    pay.kind === 'checking' ||
    pay.kind === 'redirecting' ||
    pay.kind === 'no-payment-page' ||
    pay.kind === 'check-failed';
  const payError = refused;
  const addressError =
    payError?.problem.where === 'address'
      ? payError.problem.message
      : addressMissing
        ? t('address.required')
        : undefined;

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-12">
      <div className="min-w-0 space-y-10">
        <section aria-label={t('address.legend')}>
          {addresses.isPending ? (
            <div aria-busy="true" className="space-y-3">
              <h2 className="text-xl font-semibold sm:text-2xl">{t('address.legend')}</h2>
              <div className="grid animate-pulse gap-3 sm:grid-cols-2" aria-hidden="true">
                <div className="h-32 rounded-2xl bg-sand-200" />
              </div>
            </div>
          ) : addresses.isError ? (
            <div className="space-y-3">
              <h2 className="text-xl font-semibold sm:text-2xl">{t('address.legend')}</h2>
              <FormAlert>
                <p>{t('address.loadError')}</p>
                <p className="font-normal">{addresses.error.message}</p>
              </FormAlert>
              <Button
                variant="secondary"
                onClick={() => void addresses.refetch()}
                loading={addresses.isFetching}
              >
                {t('feedback:errors.retry')}
              </Button>
            </div>
          ) : (
            <AddressPicker
              ref={addressRef}
              legend={t('address.legend')}
              addresses={sorted}
              value={addressId}
              onChange={(id) => {
                setChosenId(id);
                setAddressMissing(false);
                if (payError?.problem.where === 'address') setDismissed(payError.error);
              }}
              error={addressError}
            >
              {sorted.length === 0 && <p className="text-sm text-ink-soft">{t('address.none')}</p>}
              {showForm ? (
                <div className="rounded-3xl border border-sand-200 bg-white p-5 sm:p-6">
                  <h3 className="mb-4 font-sans text-base font-semibold">{t('address.formTitle')}</h3>
                  <AddressForm
                    initial={{ isDefault: sorted.length === 0 }}
                    offerDefault={sorted.length > 0}
                    submitLabel={t('address.save')}
                    submittingLabel={t('address.saving')}
                    onCancel={sorted.length > 0 ? () => setAdding(false) : undefined}
                    onSubmit={async (input) => {
                      const saved = await createAddress.mutateAsync(input);
                      setChosenId(saved.id);
                      setAdding(false);
                      setAddressMissing(false);
                      if (payError?.problem.where === 'address') setDismissed(payError.error);
                      void notify('success', t('address.saved'));
                    }}
                  />
                </div>
              ) : (
                <Button variant="secondary" onClick={() => setAdding(true)}>
                  <span aria-hidden="true">+</span> {t('address.add')}
                </Button>
              )}
            </AddressPicker>
          )}
        </section>

        <section aria-labelledby="checkout-items-title">
          <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="checkout-items-title" className="text-xl font-semibold sm:text-2xl">
              {t('review.title')}
            </h2>
            <p className="text-sm text-ink-muted">{t('review.count', { count: items.length })}</p>
          </div>
          <div className="rounded-3xl border border-sand-200 bg-white p-5 sm:p-6">
            <OrderItemList items={items} />
          </div>
        </section>

        {(needsVisit || giftNote !== '' || draft.promoCode) && (
          <section
            ref={extrasRef}
            tabIndex={-1}
            aria-labelledby="checkout-extras-title"
            className="focus:outline-none"
          >
            <h2 id="checkout-extras-title" className="mb-4 text-xl font-semibold sm:text-2xl">
              {t('review.extrasTitle')}
            </h2>
            <div className="space-y-4 rounded-3xl border border-sand-200 bg-white p-5 sm:p-6">
              {payError?.problem.where === 'extras' && (
                <FormAlert>
                  <p>{payError.problem.message}</p>
                  <p className="font-normal">
                    <Link to={paths.cart} className="underline">
                      {t('review.change')}
                    </Link>
                  </p>
                </FormAlert>
              )}
              <dl className="space-y-4 text-sm">
                {needsVisit && (
                  <div>
                    <dt className="font-semibold text-ink">{t('review.visit')}</dt>
                    {visit ? (
                      <dd className="text-ink-soft">
                        <p data-testid="checkout-visit">{labels.visit(visit)}</p>
                        <p className="text-ink-muted">{t('review.visitNote')}</p>
                      </dd>
                    ) : (
                      <dd className="font-medium text-red-700">{t('review.visitMissing')}</dd>
                    )}
                  </div>
                )}
                {giftNote !== '' && (
                  <div>
                    <dt className="font-semibold text-ink">{t('review.giftNote')}</dt>
                    <dd dir="auto" className="text-start whitespace-pre-line wrap-anywhere text-ink-soft">
                      {giftNote}
                    </dd>
                  </div>
                )}
                {draft.promoCode && (
                  <div>
                    <dt className="font-semibold text-ink">{t('review.promo')}</dt>
                    <dd className="wrap-anywhere text-ink-soft">{quote?.promoCode ?? draft.promoCode}</dd>
                  </div>
                )}
              </dl>
              <p>
                <Link to={paths.cart} className="text-sm font-semibold text-brand-700 hover:underline">
                  {t('review.change')}
                </Link>
              </p>
            </div>
          </section>
        )}
      </div>

      <aside className="lg:sticky lg:top-24 lg:self-start" aria-labelledby="checkout-summary-title">
        <div className="space-y-6 rounded-3xl border border-sand-200 bg-white p-5 sm:p-6">
          <h2 id="checkout-summary-title" className="text-xl font-semibold sm:text-2xl">
            {t('summary.title')}
          </h2>
          <QuoteView state={quoteState} />
          <div className="space-y-2 rounded-2xl bg-sand-100 p-4 text-sm text-ink-soft">
            <h3 className="font-sans font-semibold text-ink">{t('policy.title')}</h3>
            <ul className="list-disc space-y-1 ps-5">
              <li>{t('policy.noChanges')}</li>
              <li>{t('policy.tailoring')}</li>
              <li>{t('policy.card')}</li>
            </ul>
          </div>
          <div className="space-y-3">
            {payError && payError.problem.where === 'pay' && (
              <FormAlert>
                <p>{t('pay.failed')}</p>
                <p className="font-normal">{payError.problem.message}</p>
                {payError.status !== 422 && <p className="font-normal">{t('pay.keptNote')}</p>}
              </FormAlert>
            )}
            {payError && payError.problem.where !== 'pay' && (
              <p className="text-sm font-medium text-red-700">{t('pay.fix')}</p>
            )}
            {pay.kind === 'no-payment-page' && (
              <FormAlert>
                <p>{t('pay.badUrl', { number: pay.order.orderNumber })}</p>
                <p className="font-normal">
                  <Link to={paths.orderDetails(pay.order.id)} className="underline">
                    {t('pay.viewOrder')}
                  </Link>
                </p>
              </FormAlert>
            )}
            <UnconfirmedOrder state={pay} onCheckAgain={() => void checkAgain()} />
            {pay.kind !== 'found' && (
              <Button
                className="w-full"
                onClick={() => void onPay()}
                loading={pay.kind === 'placing' || pay.kind === 'redirecting' || pay.kind === 'checking'}
                disabled={busy || !quote || addresses.isPending}
              >
                {pay.kind === 'placing'
                  ? t('pay.placing')
                  : pay.kind === 'redirecting'
                    ? t('pay.redirecting')
                    : pay.kind === 'not-found' ||
                        (payError && payError.problem.where === 'pay' && payError.status !== 422)
                      ? t('pay.retry')
                      : t('pay.submit')}
              </Button>
            )}
            {pay.kind === 'redirecting' && (
              <p role="status" className="text-center text-sm text-ink-soft">
                {t('pay.redirecting')}
              </p>
            )}
          </div>
        </div>
      </aside>
    </div>
  );
}

function QuoteView({ state }: { state: ReturnType<typeof useQuote> }) {
  const { t } = useTranslation(['checkout', 'feedback']);
  const { quote, previousQuote, query } = state;
  if (quote) return <OrderTotals totals={quote} promoCode={quote.promoCode} />;
  if (query.isError) {
    const error = query.error;
    const fixable = isApiError(error) && error.status === 422;
    return (
      <div className="space-y-3">
        <FormAlert>
          <p>{t('summary.error')}</p>
          <p className="font-normal">
            {isApiError(error) && error.serverMessage ? localize(error.serverMessage) : error.message}
          </p>
        </FormAlert>
        {fixable ? (
          <Link to={paths.cart} className={buttonClasses('secondary', 'w-full')}>
            {t('review.change')}
          </Link>
        ) : (
          <Button
            variant="secondary"
            className="w-full"
            onClick={() => void query.refetch()}
            loading={query.isFetching}
          >
            {t('feedback:errors.retry')}
          </Button>
        )}
      </div>
    );
  }
  return (
    <div aria-busy="true">
      <p role="status" className="mb-2 text-sm text-ink-muted">
        {t('summary.updating')}
      </p>
      {previousQuote ? (
        <div className="opacity-50">
          <OrderTotals totals={previousQuote} promoCode={previousQuote.promoCode} />
        </div>
      ) : (
        <div aria-hidden="true" className="animate-pulse space-y-3">
          <div className="h-4 rounded bg-sand-200" />
          <div className="h-4 rounded bg-sand-200" />
          <div className="h-6 rounded bg-sand-200" />
        </div>
      )}
    </div>
  );
}
