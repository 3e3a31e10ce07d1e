import { useMemo, useState } from 'react';
import type { MeasurementData, MeasurementType, Product } from '@/lib/schemas';
import type { MeasurementChoice, MeasurementErrors } from '../components/measurement-method';
import { findCombination, isSelectionEmpty, type Selection } from '../utils/combinations';
import { buildMeasurementData, emptyBodyDraft, validateBodyDraft } from '../utils/measurements';
import { priceBreakdown } from '../utils/price';

/** What the add-to-cart payload needs from her choices (the product id is added by the page). */
export type PieceSelection = {
  combinationId: number | null;
  colorId: number;
  fabricId: number;
  measurementType: MeasurementType;
  measurementData: MeasurementData | null;
};

/**
 * Everything she chooses on the product page, kept here so that a failed add-to-cart (or a sign-in in
 * between) never loses a choice.
 */
export function usePieceChoices(product: Product, options: { homeAvailable: boolean }) {
  const [colourId, setColourId] = useState<number>(product.colour[0]?.id ?? 0);
  const [fabricId, setFabricId] = useState<number>(product.fabric[0]?.id ?? 0);
  const [selection, setSelection] = useState<Selection>({});
  const [measurement, setMeasurementState] = useState<MeasurementChoice>({
    type: 'standard',
    size: null,
    draft: emptyBodyDraft('cm'),
  });
  const [errors, setErrors] = useState<MeasurementErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const combination = findCombination(product, selection);
  const customized = product.style === 'custom' && combination !== null && !isSelectionEmpty(selection);
  const colour = product.colour.find((c) => c.id === colourId) ?? product.colour[0];

  const optionNames = useMemo(
    () =>
      product.customizations.flatMap((c) => {
        const option = c.options.find((o) => o.id === selection[c.id]);
        return option ? [option.name.en] : [];
      }),
    [product, selection],
  );

  const breakdown = priceBreakdown(product, { customized, measurementType: measurement.type });

  const validate = (choice: MeasurementChoice): MeasurementErrors => {
    if (choice.type === 'standard') return choice.size ? {} : { size: true };
    if (choice.type === 'custom') {
      const result = validateBodyDraft(choice.draft);
      return 'errors' in result ? { body: result.errors } : {};
    }
    return {};
  };

  const setMeasurement = (next: MeasurementChoice) => {
    // a home visit is never left selected where it is not offered
    const safe =
      next.type === 'home' && !options.homeAvailable ? { ...next, type: 'standard' as const } : next;
    setMeasurementState(safe);
    if (submitted) setErrors(validate(safe));
  };

  /** The payload part of her choices, or null (with the errors shown next to the fields) when incomplete. */
  const toSelection = (): PieceSelection | null => {
    setSubmitted(true);
    const found = validate(measurement);
    setErrors(found);
    if (found.size || found.body) return null;
    if (measurement.type === 'home' && !options.homeAvailable) return null;
    const body = measurement.type === 'custom' ? validateBodyDraft(measurement.draft) : null;
    const dimensions = body && 'dimensions' in body ? body.dimensions : null;
    return {
      combinationId: customized && combination ? combination.id : null,
      colorId: colour?.id ?? colourId,
      fabricId,
      measurementType: measurement.type,
      measurementData: buildMeasurementData(measurement.type, { size: measurement.size, dimensions }),
    };
  };

  return {
    colour,
    colourId,
    setColourId,
    fabricId,
    setFabricId,
    selection,
    setSelection,
    combination,
    customized,
    optionNames,
    measurement,
    setMeasurement,
    errors,
    breakdown,
    toSelection,
  };
}
