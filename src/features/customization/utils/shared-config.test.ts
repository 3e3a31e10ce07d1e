import { describe, expect, it } from 'vitest';
import { productSchema } from '@/domain/schemas';
import { catalog } from '@/mocks/data/catalog';
import { selectionFromCombination } from './combinations';
import { readSharedConfig, sharedConfigPrice, writeSharedConfig } from './shared-config';

const byCode = (code: string) =>
  productSchema.parse(catalog.find((row) => row.product.code === code)!.product);
// ABY-001 Noor: colours, fabrics, a default cut, and one cut that cannot be made
const noor = byCode('ABY-001');
const noorDefault = noor.combinations.find((c) => c.isDefault)!;
const noorOther = noor.combinations.find((c) => !c.isDefault && c.isAvailable)!;
const noorUnavailable = noor.combinations.find((c) => !c.isAvailable)!;
const basic = productSchema.parse(catalog.find((row) => row.product.style === 'basic')!.product);

const read = (query: string, product = noor) => readSharedConfig(new URLSearchParams(query), product);

describe('a configured piece in its address', () => {
  it('reads her colour, fabric and cut', () => {
    const [colour, fabric] = [noor.colour[2]!, noor.fabric[1]!];
    expect(read(`colour=${colour.id}&fabric=${fabric.id}&cut=${noorOther.id}`)).toEqual({
      colourId: colour.id,
      fabricId: fabric.id,
      selection: selectionFromCombination(noor, noorOther),
      fellBack: false,
    });
    // the designer's cut is no cut of her own
    expect(read(`cut=${noorDefault.id}`).selection).toEqual({});
    expect(read('')).toEqual({ colourId: null, fabricId: null, selection: null, fellBack: false });
  });

  it("falls back to the designer's choice, with a note, for what the piece does not have or cannot be made in", () => {
    for (const query of [
      'colour=999999',
      'fabric=0',
      'colour=abc',
      'colour=1e3',
      `cut=${noorUnavailable.id}`,
      'cut=-1',
      `colour=${' '.repeat(3)}`,
    ]) {
      const config = read(query);
      expect(config.fellBack, query).toBe(true);
      expect(config.colourId ?? config.fabricId ?? config.selection, query).toBeNull();
    }
    // a cut on a piece with none to choose
    expect(read(`cut=${noorOther.id}`, basic)).toMatchObject({ selection: null, fellBack: true });
    // what is right in the link is kept beside what is not
    expect(read(`colour=${noor.colour[1]!.id}&fabric=999`)).toMatchObject({
      colourId: noor.colour[1]!.id,
      fabricId: null,
      fellBack: true,
    });
  });

  it('writes her choices, keeps the other parameters, and leaves out what is the designer’s', () => {
    const params = new URLSearchParams('utm_source=whatsapp&colour=1');
    const written = writeSharedConfig(params, noor, {
      colourId: noor.colour[2]!.id,
      fabricId: noor.fabric[0]!.id,
      combinationId: noorOther.id,
    });
    expect(Object.fromEntries(written)).toEqual({
      utm_source: 'whatsapp',
      colour: String(noor.colour[2]!.id),
      cut: String(noorOther.id),
    });
    const plain = writeSharedConfig(new URLSearchParams(`colour=${noor.colour[2]!.id}`), noor, {
      colourId: noor.colour[0]!.id,
      fabricId: noor.fabric[0]!.id,
      combinationId: noorDefault.id,
    });
    expect(plain.toString()).toBe('');
  });

  it('never carries her measurements, whatever the address had', () => {
    const written = writeSharedConfig(new URLSearchParams(), noor, {
      colourId: noor.colour[1]!.id,
      fabricId: noor.fabric[1]!.id,
      combinationId: null,
    });
    expect([...written.keys()].sort()).toEqual(['colour', 'fabric']);
  });
});

describe('the price of a saved configuration', () => {
  const dalia = byCode('SET-002');
  it('adds the style fee for her own cut only, and never for a cut the piece cannot be made in', () => {
    expect(sharedConfigPrice(noor, { cut: noorOther.id })).toBeCloseTo(
      noor.p_price + noor.fees.customStyle,
      3,
    );
    expect(sharedConfigPrice(noor, { cut: noorDefault.id, colour: noor.colour[1]!.id })).toBe(noor.p_price);
    expect(sharedConfigPrice(noor, { cut: noorUnavailable.id })).toBe(noor.p_price);
    expect(sharedConfigPrice(noor, undefined)).toBe(noor.p_price);
    expect(sharedConfigPrice(basic, { cut: noorOther.id })).toBe(basic.p_price);
  });

  it('is the base price of a piece with no default cut saved without one', () => {
    expect(sharedConfigPrice(dalia, {})).toBe(dalia.p_price);
    const cut = dalia.combinations.find((c) => c.isAvailable)!;
    expect(sharedConfigPrice(dalia, { cut: cut.id })).toBeCloseTo(dalia.p_price + dalia.fees.customStyle, 3);
  });
});
