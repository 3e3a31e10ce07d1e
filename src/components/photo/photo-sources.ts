import type { Product } from '@/domain/schemas';

// What the shop does with `Product.images` (issue 23.1, decision 0032). Every URL comes from the API: a photograph
// is shown only from a path of this site (the pages' policy allows images from 'self' alone), bounded in length;
// the shop's own media (/media/…-<width>.<ext>) come in each of MEDIA_WIDTHS, so the browser picks the file its
// screen needs; any other path of the site is shown as it is.

/** The widths, in pixels, the shop's own media are stored in (scripts/make-mock-photos.mjs writes the mock's). */
export const MEDIA_WIDTHS = [480, 960] as const;
/** At most this many photographs of a piece are shown. */
export const MAX_PHOTOS = 12;
const MAX_URL_LENGTH = 2048;
const OWN_MEDIA = /^(\/media\/[\w./-]+)-(\d{2,4})\.(jpe?g|webp|avif|png)$/i;

export type Photo = Product['images'][number];
export type PhotoSources = { src: string; srcSet?: string };

/** The URL when the page may load it: a path of this site, no scheme-relative or backslash form. */
export function safePhotoUrl(url: string): string | null {
  if (url.length > MAX_URL_LENGTH || !url.startsWith('/') || url.startsWith('//')) return null;
  if (/[\\\s"'<>]/.test(url)) return null;
  return url;
}

/** The photographs of a piece the page can show, in the API's order, at most MAX_PHOTOS. */
export function usablePhotos(images: readonly Photo[]): Photo[] {
  return images.filter((image) => safePhotoUrl(image.url) !== null).slice(0, MAX_PHOTOS);
}

/** A photograph's src, and its srcset when the URL is of the shop's own media (every width of MEDIA_WIDTHS). */
export function photoSources(url: string): PhotoSources | null {
  const safe = safePhotoUrl(url);
  if (!safe) return null;
  const own = OWN_MEDIA.exec(safe);
  if (!own) return { src: safe };
  const [, stem, , ext] = own;
  const at = (width: number) => `${stem}-${width}.${ext}`;
  return {
    src: at(Math.max(...MEDIA_WIDTHS)),
    srcSet: MEDIA_WIDTHS.map((width) => `${at(width)} ${width}w`).join(', '),
  };
}
