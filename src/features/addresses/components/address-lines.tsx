import { useTranslation } from 'react-i18next';
import { PhoneNumber } from '@/components/ui/phone-number';
import { getCountry } from '@/config/countries';
import { formatPhone } from '@/features/addresses/utils/phone';
import type { Address } from '@/domain/schemas';

/** An address as a block of text: name, details, city / state / zip, country, phone. */
export function AddressLines({ address }: { address: Address }) {
  const { t } = useTranslation(['checkout', 'common']);
  const place = [address.city, address.state, address.zip].filter(Boolean).join(', ');
  return (
    <span className="block space-y-0.5 text-sm wrap-anywhere text-ink-soft" data-private="">
      <span className="block font-semibold text-ink">
        <bdi>{address.name}</bdi>
      </span>
      <span className="block">
        <bdi>{address.details}</bdi>
      </span>
      <span className="block">
        {place && <bdi>{place}</bdi>}
        {place ? ' · ' : ''}
        {t(`common:${getCountry(address.country).name}`)}
      </span>
      <span className="block">
        {t('address.phone')}: <PhoneNumber number={formatPhone(address.phone, address.country)} />
      </span>
    </span>
  );
}
