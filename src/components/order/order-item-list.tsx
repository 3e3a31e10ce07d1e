import { useTranslation } from 'react-i18next';
import { GarmentIllustration } from '@/components/garment/garment-illustration';
import { localize } from '@/lib/localize';
import { formatPrice } from '@/lib/money';
import type { CartItem, MeasurementData } from '@/domain/schemas';
import { useOrderLabels } from '@/domain/order-labels';
import { MeasurementsNote } from './measurements-note';

/** What an item line shows: a cart item (checkout) or an order item (result, summary, order pages). */
export type LineItem = Pick<
  CartItem,
  | 'product'
  | 'colour'
  | 'fabric'
  | 'options'
  | 'measurementType'
  | 'measurementData'
  | 'unitPrice'
  | 'currency'
> & { itemId?: number; orderItemId?: number };

const FIELDS = ['bust', 'underBust', 'waist', 'hips', 'shoulderWidth', 'bodyHeight'] as const;

/** `private`: a page anyone with its link may read names the custom fit, never her body's numbers. */
export type BodyMeasurements = 'shown' | 'private';

function Measurement({
  item,
  body: shown,
  checked,
}: {
  item: LineItem;
  body: BodyMeasurements;
  checked: boolean;
}) {
  const { t } = useTranslation('checkout');
  if (item.measurementType === 'home') return <p>{t('orders.item.home')}</p>;
  const data: MeasurementData | null = item.measurementData;
  if (item.measurementType === 'standard') {
    return data?.sizeOption ? <p>{t('orders.item.size', { size: data.sizeOption })}</p> : null;
  }
  if (shown === 'private') return <p>{t('orders.item.madeToMeasure')}</p>;
  const body = data?.bodyDimensions;
  if (!body) return null;
  return (
    <div>
      <p>{t('orders.item.custom', { unit: t(`orders.item.unit.${body.unit}`) })}</p>
      <p className="text-ink-muted">
        {FIELDS.map((field) => `${t(`orders.item.fields.${field}`)} ${body[field]}`).join(' · ')}
      </p>
      {checked && <MeasurementsNote dimensions={body} />}
    </div>
  );
}

/**
 * The pieces of an order as she chose them: the piece drawn in her colour and cut, name, colour and fabric, each
 * chosen option, the measurement and the price. Her body's measurements only where she alone sees the page.
 */
export function OrderItemList({
  items,
  checkMeasurements = false,
  bodyMeasurements = 'shown',
}: {
  items: readonly LineItem[];
  /** Question measurements that cannot all be right (checkout: the pieces can still be changed in the cart). */
  checkMeasurements?: boolean;
  bodyMeasurements?: BodyMeasurements;
}) {
  const { t } = useTranslation('checkout');
  const { lang } = useOrderLabels();
  return (
    <ul className="divide-y divide-sand-200" data-testid="order-items">
      {items.map((item, index) => {
        const name = localize(item.product.p_name, lang);
        return (
          <li key={item.itemId ?? item.orderItemId ?? index} className="flex gap-4 py-4 first:pt-0 last:pb-0">
            <div className="w-20 shrink-0 overflow-hidden rounded-2xl bg-gradient-to-b from-sand-100 to-sand-200 sm:w-24">
              <ItemDrawing item={item} />
            </div>
            <div className="min-w-0 flex-1 space-y-1 text-sm text-ink-soft">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <h3 className="font-sans text-base font-semibold wrap-anywhere text-ink">{name}</h3>
                <p className="font-semibold text-ink tabular-nums">
                  <span className="sr-only">{t('orders.item.price')}: </span>
                  {formatPrice(item.unitPrice, item.currency, lang)}
                </p>
              </div>
              <p className="wrap-anywhere">
                {t('orders.item.colourFabric', {
                  colour: localize(item.colour.name, lang),
                  fabric: localize(item.fabric.name, lang),
                })}
              </p>
              {item.options.length > 0 && (
                <ul className="flex flex-wrap gap-x-3 gap-y-0.5">
                  {item.options.map((o, i) => (
                    <li key={i} className="wrap-anywhere">
                      {localize(o.customization, lang)}: {localize(o.option, lang)}
                    </li>
                  ))}
                </ul>
              )}
              <Measurement item={item} body={bodyMeasurements} checked={checkMeasurements} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** A piece of an order drawn as she chose it: her colour, and the cut her options name. */
export function ItemDrawing({ item }: { item: Pick<LineItem, 'product' | 'colour' | 'options'> }) {
  return (
    <GarmentIllustration
      product={item.product}
      colourHex={item.colour.hex}
      optionNames={item.options.map((o) => o.option.en)}
      className="block aspect-[2/3] w-full"
    />
  );
}
