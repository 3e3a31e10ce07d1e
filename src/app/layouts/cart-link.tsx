import { Link } from '@/components/ui/link';
import { BagIcon } from '@/components/ui/icons';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { cartCount, useCart } from '@/features/cart/api/get-cart';
import { useRole } from '@/lib/use-session';
import { bagLinkClass } from './account-trigger';

/** The cart link with the item count, for customers (spec 6: admins have no cart). */
export default function CartLink() {
  const { t } = useTranslation();
  const { isUser } = useRole();
  const cart = useCart();
  if (!isUser) return null;
  const count = cartCount(cart.data);
  return (
    <Link to={paths.cart} aria-label={t('header.cartCount', { count })} className={bagLinkClass}>
      <BagIcon className="size-6" />
      {/* an empty bag draws no '0': the badge is for what is in it; the link's name says it is empty */}
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute -end-0.5 -top-0.5 grid min-w-5 place-items-center rounded-full bg-brand-700 px-1 text-[11px] leading-5 font-bold text-white"
        >
          {count}
        </span>
      )}
    </Link>
  );
}
