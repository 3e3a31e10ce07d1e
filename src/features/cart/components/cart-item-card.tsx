import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { GarmentIllustration } from '@/components/garment/garment-illustration';
import { MeasurementsNote } from '@/components/order/measurements-note';
import { localize } from '@/lib/localize';
import { formatPrice } from '@/lib/money';
import { configuredProductPath } from '@/domain/product-url';
import type { BodyDimensions, CartItem } from '@/domain/schemas';
import { useLang } from '@/lib/use-lang';
import { RemoveItemButton } from './remove-item-button';

const DIMENSIONS = [
  'bust',
  'underBust',
  'waist',
  'hips',
  'bodyHeight',
  'shoulderWidth',
] as const satisfies readonly (keyof Omit<BodyDimensions, 'unit'>)[];

type Props = {
  item: CartItem;
  selected: boolean;
  unavailable: boolean;
  /** Measured at home, which is not offered where she is shopping: out of her order until she changes one. */
  homeOutOfReach?: boolean;
  onToggle: (itemId: number, selected: boolean) => void;
  onRemove: (item: CartItem) => void;
};

/** One piece of the cart as she chose it: drawing in her colour, choices, measurement, price. */
export function CartItemCard({
  item,
  selected,
  unavailable,
  homeOutOfReach = false,
  onToggle,
  onRemove,
}: Props) {
  const { t } = useTranslation('cart');
  const lang = useLang();
  const name = localize(item.product.p_name, lang);
  const colour = localize(item.colour.name, lang);
  const fabric = localize(item.fabric.name, lang);
  const optionNamesEn = item.options.map((o) => localize(o.option, 'en'));
  const checkboxId = `cart-item-${item.itemId}`;
  const titleId = `cart-item-${item.itemId}-name`;
  const noteId = unavailable
    ? `${checkboxId}-unavailable`
    : homeOutOfReach
      ? `${checkboxId}-home-abroad`
      : undefined;

  return (
    <li
      data-testid="cart-item"
      data-item-id={item.itemId}
      aria-labelledby={titleId}
      className={`relative flex gap-4 rounded-2xl border bg-white p-3 shadow-sm sm:gap-5 sm:p-4 ${
        unavailable || homeOutOfReach ? 'border-red-200' : selected ? 'border-brand-300' : 'border-sand-200'
      }`}
    >
      <div className="relative w-24 shrink-0 self-start sm:w-28">
        <div className="overflow-hidden rounded-xl bg-gradient-to-b from-sand-100 to-sand-200">
          <GarmentIllustration
            product={item.product}
            colourHex={item.colour.hex}
            optionNames={optionNamesEn}
            className="block aspect-[2/3] w-full"
            title={`${name}, ${colour}`}
          />
        </div>
        <label className="absolute start-1.5 top-1.5 grid size-9 cursor-pointer place-items-center rounded-lg bg-white/90 shadow-sm">
          <input
            id={checkboxId}
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={selected}
            disabled={unavailable || homeOutOfReach}
            onChange={(event) => onToggle(item.itemId, event.target.checked)}
            aria-label={t('selection.select', { name })}
            aria-describedby={noteId}
          />
        </label>
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <h3 id={titleId} className="min-w-0 font-sans text-base font-semibold wrap-anywhere text-ink">
            <Link to={paths.product(item.product.id)} className="hover:text-brand-700 hover:underline">
              {name}
            </Link>
          </h3>
          <p className="font-semibold text-ink tabular-nums" data-testid="cart-item-price">
            <span className="sr-only">{t('item.unitPrice')}: </span>
            {formatPrice(item.unitPrice, item.currency, lang)}
          </p>
        </div>
        {unavailable && (
          <p
            id={`${checkboxId}-unavailable`}
            className="inline-flex rounded-full bg-red-50 px-3 py-1 text-xs font-semibold text-red-800"
          >
            {t('item.unavailable')}
          </p>
        )}
        {homeOutOfReach && !unavailable && (
          <div id={noteId} className="space-y-1">
            <p className="inline-flex rounded-full bg-red-50 px-3 py-1 text-xs font-semibold text-red-800">
              {t('item.homeAbroad')}
            </p>
            <p className="text-sm">
              {/* her colour, fabric and cut travel with the link: only the measurement is chosen again */}
              <Link
                to={configuredProductPath(item)}
                className="font-semibold text-brand-700 underline"
                aria-label={t('item.measureAnotherWayNamed', { name })}
              >
                {t('item.measureAnotherWay')}
              </Link>
            </p>
          </div>
        )}
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="text-ink-muted">{t('item.colour')}</dt>
          <dd className="flex min-w-0 items-center gap-2 text-ink-soft">
            <span
              aria-hidden="true"
              className="inline-block size-3.5 shrink-0 rounded-full border border-ink/20"
              style={{ backgroundColor: item.colour.hex }}
            />
            <span className="wrap-anywhere">{colour}</span>
          </dd>
          <dt className="text-ink-muted">{t('item.fabric')}</dt>
          <dd className="wrap-anywhere text-ink-soft">{fabric}</dd>
          {item.options.map((option, index) => (
            <OptionRow
              key={index}
              term={localize(option.customization, lang)}
              value={localize(option.option, lang)}
            />
          ))}
          <dt className="text-ink-muted">{t('item.measurement')}</dt>
          <dd className="text-ink-soft" data-private="">
            <Measurement item={item} />
          </dd>
        </dl>
        <div className="flex justify-end">
          <RemoveItemButton name={name} onRemove={() => onRemove(item)} />
        </div>
      </div>
    </li>
  );
}

function OptionRow({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt className="wrap-anywhere text-ink-muted">{term}</dt>
      <dd className="wrap-anywhere text-ink-soft">{value}</dd>
    </>
  );
}

function Measurement({ item }: { item: CartItem }) {
  const { t } = useTranslation('cart');
  const data = item.measurementData;
  if (item.measurementType === 'home' || !data) return <>{t('item.home')}</>;
  if (item.measurementType === 'standard' && data.sizeOption) {
    return <>{t('item.standard', { size: data.sizeOption })}</>;
  }
  const dims = data.bodyDimensions;
  if (!dims) return <>{data.sizeOption ? t('item.standard', { size: data.sizeOption }) : '—'}</>;
  const unit = t(`item.unitShort.${dims.unit}`);
  return (
    <div>
      <p>{t('item.custom', { unit })}</p>
      <ul className="mt-1 grid grid-cols-2 gap-x-4 gap-y-0.5 text-xs sm:grid-cols-3">
        {DIMENSIONS.map((key) => (
          <li key={key}>
            <span className="text-ink-muted">{t(`item.dimensions.${key}`)}:</span>{' '}
            <span className="tabular-nums">
              {dims[key]} {unit}
            </span>
          </li>
        ))}
      </ul>
      <MeasurementsNote dimensions={dims} />
    </div>
  );
}
