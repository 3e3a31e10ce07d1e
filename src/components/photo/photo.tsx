import type { ImgHTMLAttributes } from 'react';
import { localize } from '@/lib/api-error';
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
};

/**
 * A piece's photograph from the API, its alt text in the page's language. The space is reserved by its width and
 * height (3:4, the shop's photographs) and the caller's box, so nothing moves when it arrives.
 */
export function ProductPhoto({ photo, lang, sizes, priority = false, decorative = false, ...rest }: Props) {
  const sources = photoSources(photo.url);
  if (!sources) return null;
  return (
    <img
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
