import { describe, expect, it } from 'vitest';
import { makeBasicProduct, makeCustomProduct } from '@/testing/custom-product';
import {
  canCloseNormally,
  chargesCustomStyle,
  chosenCombination,
  defaultSelection,
  findCombination,
  needsCutChoice,
  optionStatus,
  sameSelection,
} from './combinations';

const product = makeCustomProduct();

describe('combination matching', () => {
  it('selects the combination whose options match the selection, whatever the order', () => {
    expect(findCombination(product, { 71: 712, 72: 721 })?.id).toBe(703);
    expect(findCombination(product, { 72: 722, 71: 711 })?.id).toBe(702);
  });

  it('selects nothing while a customization has no option chosen', () => {
    expect(findCombination(product, { 71: 712 })).toBeNull();
    expect(findCombination(product, {})).toBeNull();
  });

  it('selects nothing for a basic piece or options the piece does not have', () => {
    expect(findCombination({ customizations: [], combinations: [] }, {})).toBeNull();
    expect(findCombination(product, { 71: 999, 72: 721 })).toBeNull();
  });

  it('marks an option that lands on an unavailable combination with the other choices', () => {
    expect(optionStatus(product, { 71: 712, 72: 721 }, 72, 722)).toBe('unavailable');
    expect(optionStatus(product, { 71: 711, 72: 721 }, 72, 722)).toBe('available');
    expect(optionStatus(product, {}, 71, 712)).toBe('unknown');
  });
});

describe('the modal close rules', () => {
  it('allows a normal close only when the selected combination is available', () => {
    expect(canCloseNormally(product, { 71: 711, 72: 722 })).toBe(true);
    expect(canCloseNormally(product, { 71: 712, 72: 722 })).toBe(false);
  });

  it('refuses a normal close while the selection matches no combination', () => {
    expect(canCloseNormally(product, { 71: 711 })).toBe(false);
    expect(canCloseNormally(product, {})).toBe(false);
  });
});

describe('reset to default', () => {
  it('maps the options of the default combination to their customizations', () => {
    expect(defaultSelection(product)).toEqual({ 71: 711, 72: 721 });
  });

  it('gives no defaults when no combination is marked default', () => {
    const noDefault = makeCustomProduct({
      combinations: makeCustomProduct().combinations.map((c) => ({ ...c, isDefault: false })),
    });
    expect(defaultSelection(noDefault)).toEqual({});
  });

  it('compares selections by their choices, not their key order', () => {
    expect(sameSelection({ 71: 711, 72: 721 }, { 72: 721, 71: 711 })).toBe(true);
    expect(sameSelection({ 71: 711 }, { 71: 711, 72: 721 })).toBe(false);
  });
});

describe('the combination that goes to the cart, and its custom style fee', () => {
  const noDefault = makeCustomProduct({
    combinations: makeCustomProduct().combinations.map((c) => ({ ...c, isDefault: false })),
  });

  it('is the default combination while she keeps the designer’s cut, with no custom style fee', () => {
    const combination = chosenCombination(product, {});
    expect(combination?.id).toBe(701);
    expect(chargesCustomStyle(product, combination)).toBe(false);
    expect(needsCutChoice(product, {})).toBe(false);
  });

  it('is the combination she chose, with the fee only when it is not the default one', () => {
    const chosen = chosenCombination(product, { 71: 712, 72: 721 });
    expect(chosen?.id).toBe(703);
    expect(chargesCustomStyle(product, chosen)).toBe(true);
    const savedDefault = chosenCombination(product, { 71: 711, 72: 721 });
    expect(savedDefault?.id).toBe(701);
    expect(chargesCustomStyle(product, savedDefault)).toBe(false);
  });

  it('is none for a basic piece, which never carries the fee', () => {
    const basic = makeBasicProduct();
    expect(chosenCombination(basic, {})).toBeNull();
    expect(needsCutChoice(basic, {})).toBe(false);
    expect(chargesCustomStyle(basic, { isDefault: false })).toBe(false);
  });

  it('asks her to choose her cut on a piece with no default until she has chosen one', () => {
    expect(chosenCombination(noDefault, {})).toBeNull();
    expect(needsCutChoice(noDefault, {})).toBe(true);
    expect(needsCutChoice(noDefault, { 71: 712 })).toBe(true);
    const chosen = chosenCombination(noDefault, { 71: 711, 72: 721 });
    expect(chosen?.id).toBe(701);
    expect(needsCutChoice(noDefault, { 71: 711, 72: 721 })).toBe(false);
    expect(chargesCustomStyle(noDefault, chosen)).toBe(true);
  });
});
