import { GarmentIllustration } from '@/components/garment/garment-illustration';
import type { Lang } from '@/lib/money';
import type { Product } from '@/domain/schemas';
import { ProductPhoto } from './photo';
import { usablePhotos } from './photo-sources';

type Props = {
  product: Pick<Product, 'code' | 'p_category' | 'images' | 'colour'>;
  lang: Lang;
  /** the card's width on the page (`sizes`) */
  sizes: string;
  /** among the first cards of a page: fetched at once, not as it nears the screen */
  priority?: boolean;
  /** classes of the photograph or the drawing, which fill the card's box */
  className?: string;
  /** classes the drawing alone adds (its padding) */
  drawingClassName?: string;
};

/**
 * A piece on a card: its first photograph, or the drawing in its first colour when it has none or the file cannot
 * be loaded (issue 23.1).
 */
export function CardPicture({
  product,
  lang,
  sizes,
  priority,
  className = '',
  drawingClassName = '',
}: Props) {
  const [photo] = usablePhotos(product.images);
  const colour = product.colour[0];
  const drawing = colour ? (
    <GarmentIllustration
      product={product}
      colourHex={colour.hex}
      className={`size-full ${drawingClassName} ${className}`}
    />
  ) : null;
  if (!photo) return drawing;
  return (
    <ProductPhoto
      photo={photo}
      lang={lang}
      sizes={sizes}
      priority={priority}
      className={`size-full object-cover ${className}`}
      fallback={drawing}
    />
  );
}

/** `sizes` of a card in the collection's grid (features/catalog/components/grid.ts): 2, 3 then 4 a row. */
export const GRID_CARD_SIZES = '(min-width: 1280px) 18rem, (min-width: 1024px) 30vw, 46vw';
