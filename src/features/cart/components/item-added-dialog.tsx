import { useEffect } from 'react';
import { PrefetchPageLinks, useHref } from 'react-router';
import { localizeTo, useAppNavigate, useLang } from '@/lib/use-lang';
import { loadNamespaces } from '@/lib/i18n';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { paths } from '@/config/paths';

type Props = {
  open: boolean;
  onClose: () => void;
  /** null while the piece's name is not known (a pending piece added after sign-in, before the cart is in) */
  productName: string | null;
};

/** The cart page's words (its route's, src/app/route-words.ts), asked for while the dialog offers the cart. */
const CART_WORDS = ['cart', 'checkout'];

/**
 * Spec 2: the item-added dialog, 'Continue shopping' or 'Go to cart'. While it is open, the cart page's code and
 * words are fetched (her cart itself is refreshing behind the dialog): Go to cart then waits for none of them
 * (issue 38).
 */
export function ItemAddedDialog({ open, onClose, productName }: Props) {
  const { t } = useTranslation('product');
  const navigate = useAppNavigate();
  const cartHref = useHref(localizeTo(paths.cart, useLang()));
  useEffect(() => {
    if (open) void loadNamespaces(CART_WORDS).catch(() => undefined);
  }, [open]);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="sm"
      title={t('itemAdded.title')}
      footer={
        <DialogActions
          secondary={
            <Button variant="secondary" onClick={onClose}>
              {t('itemAdded.continue')}
            </Button>
          }
          primary={
            <Button
              onClick={() => {
                onClose();
                void navigate(paths.cart);
              }}
            >
              {t('itemAdded.goToCart')}
            </Button>
          }
        />
      }
    >
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="grid size-12 shrink-0 place-items-center rounded-full bg-emerald-50 text-emerald-800"
        >
          <svg
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
        </span>
        <p className="text-ink-soft">
          {productName === null ? t('itemAdded.bodyUnnamed') : t('itemAdded.body', { name: productName })}
        </p>
      </div>
      {open && <PrefetchPageLinks page={cartHref} />}
    </Dialog>
  );
}
