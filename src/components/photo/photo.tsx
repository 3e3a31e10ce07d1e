import { useEffect, useRef, useState, type ImgHTMLAttributes, type ReactNode } from 'react';
import { localize } from '@/lib/localize';
import type { Lang } from '@/lib/money';
import { photoSources, type Photo } from './photo-sources';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'alt'> & {
  photo: Photo;
  lang: Lang;
  /** the width it takes on the page, for the browser to choose among the widths (`sizes`) */
  sizes: string;
  /** the page's main picture: fetched first and at once; any other is fetched as it nears the screen */
  priority?: boolean;
  /** shown beside its own name (a thumbnail in a named button): no alt text of its own */
  decorative?: boolean;
  /** shown in its place when the file cannot be loaded (a missing file, a broken image) */
  fallback?: ReactNode;
};

/**
 * A piece's photograph from the API, its alt text in the page's language. The space is reserved by its width and
 * height (3:4, the shop's photographs) and the caller's box, so nothing moves when it arrives.
 */
export function ProductPhoto({
  photo,
  lang,
  sizes,
  priority = false,
  decorative = false,
  fallback = null,
  ...rest
}: Props) {
  const sources = photoSources(photo.url);
  const img = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  // A prerendered photograph may have failed before the scripts were there to hear it.
  useEffect(() => {
    if (img.current?.complete && img.current.naturalWidth === 0) setFailed(true);
  }, []);
  if (!sources || failed) return fallback;
  return (
    <img
      ref={img}
      onError={() => setFailed(true)}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? sizes : undefined}
      alt={decorative ? '' : localize(photo.alt, lang)}
      width={960}
      height={1280}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'auto' : 'async'}
      {...rest}
    />
  );
}
