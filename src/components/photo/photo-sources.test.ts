import { describe, expect, it } from 'vitest';
import { MAX_PHOTOS, photoSources, safePhotoUrl, usablePhotos } from './photo-sources';

const alt = { en: 'A piece', ar: 'قطعة' };

describe('a photograph’s address from the API', () => {
  it('is shown only from a path of this site', () => {
    expect(safePhotoUrl('/media/products/aby-001-1-960.jpg')).toBe('/media/products/aby-001-1-960.jpg');
    expect(safePhotoUrl('/images/a.png?v=2')).toBe('/images/a.png?v=2');
    for (const url of [
      'https://elsewhere.example/a.jpg',
      '//elsewhere.example/a.jpg',
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      '/\\elsewhere.example/a.jpg',
      '/a b.jpg',
      '/a".jpg',
      'media/a.jpg',
      '',
      `/${'a'.repeat(2048)}`,
    ]) {
      expect(safePhotoUrl(url), url).toBeNull();
    }
  });

  it('gives the shop’s own media in each of its widths, and any other path as it is', () => {
    expect(photoSources('/media/products/aby-001-1-960.jpg')).toEqual({
      src: '/media/products/aby-001-1-960.jpg',
      srcSet: '/media/products/aby-001-1-480.jpg 480w, /media/products/aby-001-1-960.jpg 960w',
    });
    expect(photoSources('/media/look-book/noor-480.webp')?.srcSet).toBe(
      '/media/look-book/noor-480.webp 480w, /media/look-book/noor-960.webp 960w',
    );
    expect(photoSources('/uploads/noor.jpg')).toEqual({ src: '/uploads/noor.jpg' });
    expect(photoSources('/media/noor.jpg')).toEqual({ src: '/media/noor.jpg' });
    expect(photoSources('https://cdn.example/noor-960.jpg')).toBeNull();
  });

  it('keeps a piece’s usable photographs in order, at most MAX_PHOTOS of them', () => {
    const photos = [
      { url: 'https://elsewhere.example/1.jpg', alt },
      { url: '/media/2-960.jpg', alt },
      { url: '/media/3-960.jpg', alt },
    ];
    expect(usablePhotos(photos).map((p) => p.url)).toEqual(['/media/2-960.jpg', '/media/3-960.jpg']);
    const many = Array.from({ length: 40 }, (_, i) => ({ url: `/media/${i}-960.jpg`, alt }));
    expect(usablePhotos(many)).toHaveLength(MAX_PHOTOS);
    expect(usablePhotos([])).toEqual([]);
  });
});
