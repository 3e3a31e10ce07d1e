import { useTranslation } from 'react-i18next';
import { formatExpiry, isCardExpired, type PaymentMethod } from '../api/get-payment-methods';

/** Her saved cards: brand, last four, expiry (an expired one says so), and a delete button for each. */
export function SavedCardList({
  cards,
  onDelete,
  now = new Date(),
}: {
  cards: readonly PaymentMethod[];
  onDelete: (card: PaymentMethod) => void;
  now?: Date;
}) {
  const { t } = useTranslation('account');
  return (
    <ul aria-label={t('profile.paymentMethods')} className="space-y-3" data-private="">
      {cards.map((card) => {
        const expired = isCardExpired(card, now);
        const names = { brand: card.brand, last4: card.last4 };
        const date = formatExpiry(card);
        return (
          <li
            key={card.id}
            className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-2xl border border-sand-200 p-4 sm:flex-nowrap sm:p-5"
          >
            <span
              aria-hidden="true"
              className="grid h-10 w-14 shrink-0 place-items-center rounded-lg bg-ink text-xs font-bold tracking-wide text-white uppercase"
            >
              {card.brand.slice(0, 4)}
            </span>
            <div className="min-w-0 flex-1 space-y-1">
              <p className="font-semibold wrap-break-word text-ink">{t('paymentMethodsPage.card', names)}</p>
              <p className="flex flex-wrap items-center gap-2 text-sm text-ink-soft">
                {expired ? (
                  <>
                    <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">
                      {t('paymentMethodsPage.expired')}
                    </span>
                    <span>{t('paymentMethodsPage.expiredOn', { date })}</span>
                  </>
                ) : (
                  <span>{t('paymentMethodsPage.expires', { date })}</span>
                )}
              </p>
            </div>
            <button
              type="button"
              onClick={() => onDelete(card)}
              aria-label={t('paymentMethodsPage.deleteLabel', names)}
              className="ms-auto rounded-full border border-ink/20 px-4 py-2 text-sm font-semibold text-ink hover:border-red-300 hover:bg-red-50 hover:text-red-800"
            >
              {t('paymentMethodsPage.delete')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
