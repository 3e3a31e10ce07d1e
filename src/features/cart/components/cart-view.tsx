import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localize } from '@/lib/localize';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { HOME_VISIT_COUNTRY } from '@/config/countries';
import { homeVisitRefusedItemIds, isApiError } from '@/lib/api-error';
import { changeCountry, useCountryCode } from '@/lib/country';
import { formatPrice } from '@/lib/money';
import type { CartItem } from '@/domain/schemas';
import { useAppNavigate, useLang } from '@/lib/use-lang';
import { getQuoteQueryOptions, useQuote } from '../api/get-quote';
import type { UnreadableCartItem } from '../api/get-cart';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { promoErrorMessage } from '../utils/cart-forms';
import { GIFT_NOTE_MAX } from '@/domain/order-limits';
import { readCheckoutDraft, saveCheckoutDraft, type CheckoutDraft } from '@/domain/checkout-draft';
import { choiceOfHomeMeasurement, homeMeasurementOf, type VisitChoice } from '../utils/visit-dates';
import { CartItemCard } from './cart-item-card';
import { useCartDelivery } from '../hooks/use-cart-delivery';
import { CartSummary } from './cart-summary';
import { HelpNearby } from '@/components/help/help-nearby';
import { GiftNoteField } from './gift-note-field';
import { HomeVisitFields } from './home-visit-fields';
import { PromoCodeForm } from './promo-code-form';
import { UnreadableCartItemCard } from './unreadable-cart-item-card';

type Props = {
  items: CartItem[];
  /** Items whose details could not be read: shown to be removed, never ordered. */
  unreadable: UnreadableCartItem[];
  /** Items checkout found no longer available (a 409): marked and left out of the order. */
  unavailableIds: number[];
};

/** The cart with items: selection, removal, the home visit, gift note, promo code and the quoted summary. */
export function CartView({ items, unreadable, unavailableIds }: Props) {
  const { t } = useTranslation(['cart', 'checkout', 'common']);
  const lang = useLang();
  const navigate = useAppNavigate();
  const queryClient = useQueryClient();
  const { remove } = useRemoveCartItem();

  // What she chose before (a reload, or checkout sending her back) is brought back; nothing is lost.
  const [saved] = useState<CheckoutDraft | null>(() => readCheckoutDraft());
  const unavailable = useMemo(() => new Set(unavailableIds), [unavailableIds]);
  // Every item is selected unless she deselected it: a new item arrives selected, one that leaves is dropped.
  const [deselected, setDeselected] = useState<Set<number>>(() => {
    const initial = new Set<number>();
    if (saved && unavailableIds.length > 0) {
      // back from checkout: her selection as she left it
      for (const item of items) if (!saved.itemIds.includes(item.itemId)) initial.add(item.itemId);
    }
    return initial;
  });
  const [visit, setVisit] = useState<VisitChoice>(() =>
    choiceOfHomeMeasurement(saved?.homeMeasurement ?? null),
  );
  const [giftNote, setGiftNote] = useState(saved?.giftNote ?? '');
  const [giftValid, setGiftValid] = useState(true);
  const [promoCode, setPromoCode] = useState<string | null>(saved?.promoCode ?? null);
  const [promoNotice, setPromoNotice] = useState<string | null>(null);

  // A home visit is offered in Bahrain only: shopping in another country (she may have just switched), a piece
  // measured at home is out of her order at once, with its ways out, rather than refused when she pays. The
  // server's word counts too: the pieces a quote refused for it (422 with itemIds) are out as well.
  const country = useCountryCode();
  const homeOffered = country === HOME_VISIT_COUNTRY;
  const [homeRefused, setHomeRefused] = useState<ReadonlySet<number>>(() => new Set());
  const homeOutOfReach = useMemo(
    () =>
      new Set(
        items
          .filter((item) => item.measurementType === 'home' && (!homeOffered || homeRefused.has(item.itemId)))
          .map((item) => item.itemId),
      ),
    [items, homeOffered, homeRefused],
  );
  const outOfOrder = (item: CartItem) => unavailable.has(item.itemId) || homeOutOfReach.has(item.itemId);
  const isSelected = (item: CartItem) => !deselected.has(item.itemId) && !outOfOrder(item);
  const selectedItems = items.filter(isSelected);
  const selectedIds = selectedItems.map((item) => item.itemId);
  const selectable = items.filter((item) => !outOfOrder(item));
  const needsVisit = selectedItems.some((item) => item.measurementType === 'home');
  const homeMeasurement = needsVisit ? homeMeasurementOf(visit) : null;
  const delivery = useCartDelivery(needsVisit, homeMeasurement?.date ?? null);

  const { quote, previousQuote, isUpdating, isEmpty, query } = useQuote({
    itemIds: selectedIds,
    promoCode,
    homeMeasurement,
  });

  const quoteError = query.error;
  useEffect(() => {
    const refused = homeVisitRefusedItemIds(quoteError);
    if (refused.length === 0) return;
    setHomeRefused((current) =>
      refused.every((id) => current.has(id)) ? current : new Set([...current, ...refused]),
    );
  }, [quoteError]);

  // A code the server no longer accepts for this selection is taken off, with its message.
  useEffect(() => {
    if (!promoCode || !isApiError(quoteError) || quoteError.status !== 422) return;
    const fields = Object.keys(quoteError.fieldErrors);
    // a refused visit date is the visit's to show; anything else refused with a code on is the code
    if (fields.some((field) => field.startsWith('homeMeasurement'))) return;
    setPromoNotice(quoteError.fieldErrors.promoCode ?? quoteError.message);
    setPromoCode(null);
  }, [quoteError, promoCode]);

  const draft: CheckoutDraft = {
    itemIds: selectedIds,
    homeMeasurement,
    giftNote: giftNote.slice(0, GIFT_NOTE_MAX),
    promoCode,
  };
  const draftJson = JSON.stringify(draft);
  useEffect(() => {
    saveCheckoutDraft(JSON.parse(draftJson) as CheckoutDraft);
  }, [draftJson]);

  const toggle = useCallback((itemId: number, on: boolean) => {
    setDeselected((current) => {
      const next = new Set(current);
      if (on) next.delete(itemId);
      else next.add(itemId);
      return next;
    });
  }, []);
  const selectAll = () => setDeselected(new Set());
  const deselectAll = () => setDeselected(new Set(items.map((item) => item.itemId)));

  const onGiftChange = useCallback((value: string, valid: boolean) => {
    setGiftNote(value);
    setGiftValid(valid);
  }, []);

  const applyPromo = async (code: string): Promise<string | null> => {
    setPromoNotice(null);
    if (selectedIds.length === 0) return t('promo.nothingSelected');
    try {
      const answer = await queryClient.fetchQuery(
        getQuoteQueryOptions({ itemIds: selectedIds, promoCode: code, homeMeasurement }),
      );
      // the accepted code comes back (contract); a 200 without it did not take the code
      if (!answer.promoCode) return t('promo.notApplied');
      setPromoCode(answer.promoCode);
      return null;
    } catch (error) {
      return promoErrorMessage(error, t('errors.generic', { ns: 'feedback' }));
    }
  };

  const blocker =
    selectedIds.length === 0
      ? t('checkout.nothingSelected')
      : needsVisit && !homeMeasurement
        ? t('checkout.visitMissing')
        : !giftValid
          ? t('checkout.giftTooLong')
          : null;

  const goToCheckout = () => {
    if (blocker) return;
    saveCheckoutDraft(draft);
    void navigate(paths.checkout);
  };

  const discount = quote && quote.discount > 0 ? formatPrice(quote.discount, quote.currency, lang) : null;
  const unavailableInCart = items.filter((item) => unavailable.has(item.itemId)).length;
  const homeAbroadInCart = items.filter(
    (item) => homeOutOfReach.has(item.itemId) && !unavailable.has(item.itemId),
  ).length;
  const allSelected = selectable.length > 0 && selectable.every(isSelected);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
      <div className="min-w-0 space-y-6">
        {unavailableInCart > 0 && (
          <div
            role="alert"
            className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
          >
            {t('unavailable.notice', { count: unavailableInCart })}
          </div>
        )}
        {homeAbroadInCart > 0 && (
          <div
            role="alert"
            className="space-y-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
            data-testid="home-abroad-notice"
          >
            <p>
              {homeOffered
                ? t('homeAbroad.refused', { count: homeAbroadInCart })
                : t('homeAbroad.notice', {
                    count: homeAbroadInCart,
                    country: t(`common:countries.${country}`),
                  })}
            </p>
            {!homeOffered && (
              <Button variant="secondary" className="!py-2" onClick={() => changeCountry(HOME_VISIT_COUNTRY)}>
                {t('homeAbroad.backToBahrain')}
              </Button>
            )}
          </div>
        )}
        <section aria-labelledby="cart-items-title" className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="cart-items-title" className="font-sans text-base font-semibold text-ink">
              {t('selection.legend')}{' '}
              <span className="font-normal text-ink-muted">
                · {t('selection.selected', { count: selectedIds.length, total: items.length })}
              </span>
            </h2>
            <div className="flex gap-1">
              <Button variant="ghost" className="!py-1.5" onClick={selectAll} disabled={allSelected}>
                {t('selection.selectAll')}
              </Button>
              <Button
                variant="ghost"
                className="!py-1.5"
                onClick={deselectAll}
                disabled={selectedIds.length === 0}
              >
                {t('selection.deselectAll')}
              </Button>
            </div>
          </div>
          <ul className="space-y-3">
            {items.map((item) => (
              <CartItemCard
                key={item.itemId}
                item={item}
                selected={isSelected(item)}
                unavailable={unavailable.has(item.itemId)}
                homeOutOfReach={homeOutOfReach.has(item.itemId)}
                onToggle={toggle}
                onRemove={remove}
              />
            ))}
            {unreadable.map((item) => (
              <UnreadableCartItemCard key={item.itemId} item={item} onRemove={remove} />
            ))}
          </ul>
        </section>

        {needsVisit && <HomeVisitFields value={visit} onChange={setVisit} showMissing={false} />}

        <section className="space-y-5 rounded-2xl border border-sand-200 bg-white p-4 shadow-sm sm:p-5">
          <GiftNoteField defaultValue={saved?.giftNote ?? ''} onChange={onGiftChange} />
          <div className="space-y-2">
            <PromoCodeForm
              applied={promoCode}
              discount={discount}
              onApply={applyPromo}
              onRemove={() => {
                setPromoCode(null);
                setPromoNotice(null);
              }}
            />
            {promoNotice && (
              <p role="alert" className="text-sm font-medium text-red-700">
                {promoNotice}
              </p>
            )}
          </div>
        </section>
      </div>

      <aside className="min-w-0 space-y-4 lg:sticky lg:top-24 lg:self-start">
        <CartSummary
          quote={quote}
          previousQuote={previousQuote}
          isUpdating={isUpdating}
          isEmpty={isEmpty}
          error={quote ? null : query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          delivery={delivery}
        >
          <div className="space-y-2">
            <Button
              className="w-full"
              onClick={goToCheckout}
              disabled={Boolean(blocker)}
              aria-describedby={blocker ? 'checkout-blocker' : undefined}
            >
              {t('checkout.submit')}
            </Button>
            {blocker && (
              <p id="checkout-blocker" className="text-center text-sm text-ink-soft">
                {blocker}
              </p>
            )}
          </div>
        </CartSummary>
        <HelpNearby
          message={(names) =>
            t('checkout:help.cart', {
              pieces: names(selectable.map((item) => localize(item.product.p_name, lang))),
            })
          }
        />
      </aside>
    </div>
  );
}
