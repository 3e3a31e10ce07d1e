import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/alert';
import { Link } from '@/components/ui/link';
import { HOME_VISIT_COUNTRY, type CountryCode } from '@/config/countries';
import { paths } from '@/config/paths';
import { localize } from '@/lib/localize';
import { configuredProductPath } from '@/domain/product-url';
import type { CartItem } from '@/domain/schemas';
import { useLang } from '@/lib/use-lang';

type Props = {
  /** The pieces measured at home that cannot be visited at the address she picked (utils/home-visit.ts). */
  items: readonly CartItem[];
  /** The country of the address she picked. */
  addressCountry: CountryCode | null;
};

/**
 * Said the moment she picks an address outside Bahrain for a piece measured at home, before she pays: which
 * pieces, and the ways out — an address in Bahrain (the picker above), another measurement method on the piece's
 * page, or leaving the piece out of this order in her cart.
 */
export function HomeVisitAbroad({ items, addressCountry }: Props) {
  const { t } = useTranslation(['checkout', 'common']);
  const lang = useLang();
  if (items.length === 0) return null;
  const elsewhere = addressCountry !== null && addressCountry !== HOME_VISIT_COUNTRY;
  return (
    <div data-testid="home-visit-abroad">
      <FormAlert>
        <p>
          {elsewhere
            ? t('homeAbroad.title', { country: t(`common:countries.${addressCountry}`) })
            : t('homeAbroad.titleRefused')}
        </p>
        <p className="font-normal">{t('homeAbroad.pieces', { count: items.length })}</p>
        <ul className="list-disc space-y-1 ps-5 font-normal">
          {items.map((item) => {
            const name = localize(item.product.p_name, lang);
            return (
              <li key={item.itemId} className="wrap-anywhere">
                <bdi>{name}</bdi>:{' '}
                <Link
                  to={configuredProductPath(item)}
                  className="underline"
                  aria-label={t('homeAbroad.measureAnotherWayNamed', { name })}
                >
                  {t('homeAbroad.measureAnotherWay')}
                </Link>
              </li>
            );
          })}
        </ul>
        <p className="font-normal">
          {t('homeAbroad.waysOut', { count: items.length })}{' '}
          <Link to={paths.cart} className="underline">
            {t('homeAbroad.leaveOut', { count: items.length })}
          </Link>
        </p>
      </FormAlert>
    </div>
  );
}
