import { useMemo, useState } from 'react';
import type { MeasurementData, MeasurementType, Product } from '@/domain/schemas';
import type {
  MeasurementChoice,
  MeasurementErrors,
} from '@/features/customization/components/measurement-method';
import {
  chargesCustomStyle,
  chosenCombination,
  defaultSelection,
  isSelectionEmpty,
  sameSelection,
  selectionFromCombination,
  type Selection,
} from '@/features/customization/utils/combinations';
import {
  buildMeasurementData,
  emptyBodyDraft,
  needsConfirmation,
  validateBodyDraft,
} from '@/features/customization/utils/measurements';
import { priceBreakdown } from '@/features/customization/utils/price';
import { saveProductDraft } from '@/features/customization/utils/product-draft';
import type { SharedConfig } from '@/features/customization/utils/shared-config';

/** What the add-to-cart payload needs from her choices (the product id is added by the page). */
export type ProductSelection = {
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
export function useProductChoices(
  product: Product,
  options: {
    homeAvailable: boolean;
    initial?: SharedConfig | null;
    /** her size method and measurements as she left them on this piece (product-draft) */
    initialMeasurement?: MeasurementChoice | null;
  },
) {
  const initial = options.initial;
  const [colourId, setColourId] = useState<number>(initial?.colourId ?? product.colour[0]?.id ?? 0);
  const [fabricId, setFabricId] = useState<number>(initial?.fabricId ?? product.fabric[0]?.id ?? 0);
  const [selection, setSelection] = useState<Selection>(initial?.selection ?? {});
  const [chosenMeasurement, setMeasurementState] = useState<MeasurementChoice>(
    options.initialMeasurement ?? { type: 'standard', size: null, draft: emptyBodyDraft('cm') },
  );
  // a home visit kept from a country that offers it (a draft, before the country switch) is a standard size here
  const measurement: MeasurementChoice =
    chosenMeasurement.type === 'home' && !options.homeAvailable
      ? { ...chosenMeasurement, type: 'standard' }
      : chosenMeasurement;
  const [errors, setErrors] = useState<MeasurementErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [cutMissing, setCutMissing] = useState(false);

  // the combination she gets: her saved cut, else the designer's; null while a piece with no default
  // waits for her choice
  const combination = chosenCombination(product, selection);
  const needsCut = product.style === 'custom' && combination === null;
  /** she has saved a cut of her own (the designer's cut, saved, is stored as no cut at all) */
  const customized = product.style === 'custom' && !isSelectionEmpty(selection);
  const customStyleFee = chargesCustomStyle(product, combination);
  const colour = product.colour.find((c) => c.id === colourId) ?? product.colour[0];

  // the picture shows the cut she will get, the designer's one included
  const optionNames = useMemo(() => {
    const shown = combination ? selectionFromCombination(product, combination) : selection;
    return product.customizations.flatMap((c) => {
      const option = c.options.find((o) => o.id === shown[c.id]);
      return option ? [option.name.en] : [];
    });
  }, [product, selection, combination]);

  const breakdown = priceBreakdown(product, { combination, measurementType: measurement.type });

  /** A link's choices (readSharedConfig), and her kept measurements, applied once the page can take them. */
  const applyShared = (config: SharedConfig, kept: MeasurementChoice | null = null) => {
    if (config.colourId !== null) setColourId(config.colourId);
    if (config.fabricId !== null) setFabricId(config.fabricId);
    if (config.selection !== null) setSelection(config.selection);
    if (kept) setMeasurementState(kept);
  };

  /** Saves the cut from the modal; the designer's own cut is kept as no customization (no fee). */
  const applyCut = (next: Selection) => {
    const designers = defaultSelection(product);
    setSelection(!isSelectionEmpty(designers) && sameSelection(next, designers) ? {} : next);
    setCutMissing(false);
  };

  const validate = (choice: MeasurementChoice): MeasurementErrors => {
    if (choice.type === 'standard') return choice.size ? {} : { size: true };
    if (choice.type === 'custom') {
      const result = validateBodyDraft(choice.draft);
      if ('errors' in result) return { body: result.errors };
      // a set that cannot all be right goes on once she has confirmed it (a piece made to it cannot be returned)
      return needsConfirmation(choice.draft) ? { unconfirmed: true } : {};
    }
    return {};
  };

  const setMeasurement = (next: MeasurementChoice) => {
    // a home visit is never left selected where it is not offered
    const safe =
      next.type === 'home' && !options.homeAvailable ? { ...next, type: 'standard' as const } : next;
    setMeasurementState(safe);
    saveProductDraft(product.id, safe);
    if (submitted) setErrors(validate(safe));
  };

  /** The payload part of her choices, or null (with the errors shown next to the fields) when incomplete. */
  const toSelection = (): ProductSelection | null => {
    setSubmitted(true);
    const found = validate(measurement);
    setErrors(found);
    setCutMissing(needsCut);
    if (found.size || found.body || found.unconfirmed || needsCut) return null;
    if (measurement.type === 'home' && !options.homeAvailable) return null;
    const body = measurement.type === 'custom' ? validateBodyDraft(measurement.draft) : null;
    const dimensions = body && 'dimensions' in body ? body.dimensions : null;
    return {
      combinationId: combination?.id ?? null,
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
    applyCut,
    applyShared,
    combination,
    customized,
    customStyleFee,
    needsCut,
    /** she pressed Add to cart on a piece that still needs her cut */
    cutMissing: cutMissing && needsCut,
    optionNames,
    measurement,
    setMeasurement,
    errors,
    breakdown,
    toSelection,
  };
}

/** Her choices on the product page, as `useProductChoices` keeps them. */
export type ProductChoices = ReturnType<typeof useProductChoices>;
