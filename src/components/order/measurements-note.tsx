import { useTranslation } from 'react-i18next';
import { measurementConcerns } from '@/domain/body-measurements';
import type { BodyDimensions } from '@/domain/schemas';

/**
 * A piece whose measurements cannot all be right (domain/body-measurements), questioned again where she orders it:
 * the cart and checkout. What is wrong, with the numbers, and what to do; nothing when they read as a body's.
 */
export function MeasurementsNote({ dimensions }: { dimensions: BodyDimensions }) {
  const { t } = useTranslation('checkout');
  const concerns = measurementConcerns(dimensions);
  if (concerns.length === 0) return null;
  const unit = t(`orders.item.unit.${dimensions.unit}`);
  const shown = {
    bust: `${dimensions.bust} ${unit}`,
    underBust: `${dimensions.underBust} ${unit}`,
    waist: `${dimensions.waist} ${unit}`,
    hips: `${dimensions.hips} ${unit}`,
    shoulderWidth: `${dimensions.shoulderWidth} ${unit}`,
    bodyHeight: `${dimensions.bodyHeight} ${unit}`,
  };
  const sentences = concerns.map((concern) =>
    concern.rule === 'heightInOtherUnit'
      ? t(`measurementCheck.heightInOtherUnit.${dimensions.unit}`, shown)
      : t(`measurementCheck.${concern.rule}`, shown),
  );
  return (
    <p
      data-private=""
      className="mt-2 rounded-xl border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-ink"
      data-testid="measurements-note"
    >
      <strong className="font-semibold">{t('measurementCheck.title')}</strong> {sentences.join(' ')}{' '}
      {t('measurementCheck.fix')}
    </p>
  );
}
