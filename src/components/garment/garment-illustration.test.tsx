import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { findCatalogProduct } from '@/mocks/data/catalog';
import { cutOf, silhouetteOf } from './garment-geometry';
import { GarmentIllustration } from './garment-illustration';

const product = (id: number) => {
  const found = findCatalogProduct(id);
  if (!found) throw new Error(`no product ${id}`);
  return found;
};

const draw = (element: ReactElement) => renderToStaticMarkup(element);

describe('the garment illustration', () => {
  it('draws the silhouette of the category, falling back to the code', () => {
    expect(silhouetteOf(product(1))).toBe('abaya');
    expect(silhouetteOf(product(6))).toBe('kaftan');
    expect(silhouetteOf(product(15))).toBe('evening');
    expect(silhouetteOf(product(24))).toBe('set');
    expect(
      silhouetteOf({
        code: 'DAY-099',
        p_category: { id: 99, slug: 'new-in', categoryName: { en: 'New in' } },
      }),
    ).toBe('day');
  });

  it('follows the chosen sleeve, length and neckline, keeping the piece’s own cut for the rest', () => {
    expect(cutOf(product(15), ['Cap sleeve', 'Square neck', 'Sweep train'])).toMatchObject({
      sleeve: 'cap',
      neckline: 'square',
      length: 'train',
    });
    expect(cutOf(product(20), ['Three-quarter sleeve', 'Midi', 'No belt'])).toMatchObject({
      sleeve: 'threeQuarter',
      length: 'midi',
      belt: false,
    });
    expect(cutOf(product(1))).toMatchObject({ sleeve: 'wide', length: 'floor', open: true });
    expect(cutOf(product(2), ['Snap front'])).toMatchObject({ open: false });
    expect(cutOf(product(25), ['Pleated skirt'])).toMatchObject({ bottom: 'skirt' });
  });

  it('is filled with the chosen colour, and redraws when the sleeve changes', () => {
    const gown = (colourHex: string, sleeve: string) =>
      draw(<GarmentIllustration product={product(15)} colourHex={colourHex} optionNames={[sleeve]} />);
    expect(gown('#0B6B4F', 'Long sleeve')).toContain('fill="#0B6B4F"');
    expect(gown('#7A1F3D', 'Long sleeve')).toContain('fill="#7A1F3D"');
    expect(gown('#7A1F3D', 'Long sleeve')).not.toContain('#0B6B4F');
    expect(gown('#0B6B4F', 'Cap sleeve')).not.toBe(gown('#0B6B4F', 'Long sleeve'));
  });

  it('is hidden from screen readers unless it has a title', () => {
    expect(draw(<GarmentIllustration product={product(3)} colourHex="#D8C3A5" />)).toMatch(
      /^<svg[^>]*aria-hidden="true"/,
    );
    expect(
      draw(
        <GarmentIllustration
          product={product(3)}
          colourHex="#D8C3A5"
          title="Sahar Linen Abaya in Sand beige"
        />,
      ),
    ).toMatch(/^<svg(?![^>]*aria-hidden)[^>]*role="img"[^>]*aria-label="Sahar Linen Abaya in Sand beige"/);
  });

  it('never draws an unsafe colour value', () => {
    expect(
      draw(<GarmentIllustration product={product(3)} colourHex="red;background:url(x)" />),
    ).not.toContain('url(x)');
  });
});
