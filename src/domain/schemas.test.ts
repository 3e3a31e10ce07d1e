import { describe, expect, it, vi } from 'vitest';
import { catalog } from '@/mocks/data/catalog';
import { productSchema, productSummarySchema } from './schemas';

const pictured = catalog.map((row) => row.product).find((product) => product.images.length > 1)!;
const malformed = [
  { url: null, alt: pictured.images[0]!.alt },
  { url: '/media/x-960.jpg' },
  { url: '/media/y-960.jpg', alt: 'not both languages' },
  null,
  'a string',
];

describe("a piece's photographs", () => {
  it('leaves out (and logs) only a malformed photograph: the piece and its other photographs stay', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const images = [malformed[0], ...pictured.images, ...malformed.slice(1)];
    const piece = productSchema.safeParse({ ...pictured, images });
    expect(piece.success).toBe(true);
    expect(piece.data?.images).toEqual(pictured.images);
    expect(warn).toHaveBeenCalledTimes(malformed.length);
    expect(warn).toHaveBeenCalledWith(
      '[api] a photograph left out: it does not match the contract',
      expect.anything(),
    );
  });

  it('keeps a piece in her cart or order when one of its photographs is malformed', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { id, code, p_name, p_price, currency, style, p_category } = pictured;
    const summary = productSummarySchema.safeParse({
      ...{ id, code, p_name, p_price, currency, style, p_category },
      images: [...malformed, pictured.images[0]],
    });
    expect(summary.success).toBe(true);
    expect(summary.data?.images).toEqual([pictured.images[0]]);
  });

  it('still refuses a piece whose photographs are not a list', () => {
    expect(productSchema.safeParse({ ...pictured, images: null }).success).toBe(false);
    expect(productSchema.safeParse({ ...pictured, images: { url: '/media/x-960.jpg' } }).success).toBe(false);
  });
});
