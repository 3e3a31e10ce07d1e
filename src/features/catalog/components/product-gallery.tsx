import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductPhoto } from '@/components/photo/photo';
import { usablePhotos, type Photo } from '@/components/photo/photo-sources';
import { ArrowIcon } from '@/components/ui/icons';
import { localize } from '@/lib/localize';
import type { Lang } from '@/lib/money';
import type { Product } from '@/domain/schemas';
import { useHydrated } from '@/lib/use-hydrated';
import { arrowStep } from '../utils/arrow-step';

// The zoom view's code comes when she first opens it.
const PhotoZoom = lazy(() => import('./photo-zoom'));

/** The main picture's width on the page: the whole column on a phone, half of max-w-6xl on a desktop. */
const SLIDE_SIZES = '(min-width: 1024px) 34rem, 100vw';

type Props = {
  product: Product;
  lang: Lang;
  /** the piece drawn in her colour and cut: the last picture, the preview of her choices */
  drawing: ReactNode;
  /** changes when her colour or cut does: the gallery then shows the drawing */
  choicesKey: string;
  /** what lies over the pictures (the availability badge, the heart) */
  overlay: ReactNode;
};

/** A picture's place in the strip, which its thumbnail links to. */
const slideId = (index: number) => `picture-${index + 1}`;

/** Which picture the strip shows: the one nearest its start, in either direction of reading. */
const indexOf = (track: HTMLElement) =>
  Math.round(Math.abs(track.scrollLeft) / Math.max(track.clientWidth, 1));

/**
 * A piece's photographs (issue 23.1), then the drawing of her choices: a strip she swipes on a phone (CSS scroll
 * snapping, before the scripts too), with arrows, thumbnails and the arrow keys on a desktop, and a zoom view.
 * A piece without photographs shows the drawing alone, as before.
 */
export function ProductGallery({ product, lang, drawing, choicesKey, overlay }: Props) {
  const { t } = useTranslation('product');
  const photos = usablePhotos(product.images);
  const name = localize(product.p_name, lang);
  const hydrated = useHydrated();
  const track = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  // The picture a press is moving the strip to: the scroll on its way there says nothing of where she is.
  const aim = useRef<number | null>(null);
  const [zoomAt, setZoomAt] = useState<number | null>(null);
  // the strip's places: the photographs, then the drawing of her choices
  const count = photos.length + 1;
  // Where she is, as the zoom view counts: among the photographs ('1 of 3'), or at the drawing, named not numbered.
  const placeName = (index: number) =>
    index < photos.length
      ? t('gallery.slide', { index: index + 1, count: photos.length })
      : t('gallery.yourChoices');

  const go = (index: number) => {
    const strip = track.current;
    if (!strip) return;
    const target = Math.min(Math.max(index, 0), count - 1);
    const rtl = getComputedStyle(strip).direction === 'rtl';
    // smoothly unless she asks for less motion (the strip's motion-safe:scroll-smooth)
    aim.current = target;
    strip.scrollLeft = (rtl ? -1 : 1) * target * strip.clientWidth;
    setActive(target);
  };

  // She may have swiped, or pressed a thumbnail, before the scripts arrived: the strip says where she is.
  useEffect(() => {
    if (track.current) setActive(indexOf(track.current));
  }, []);

  // A new colour or cut is seen in the drawing: the strip turns to it (not on the page's first render).
  const firstKey = useRef(choicesKey);
  useEffect(() => {
    if (choicesKey === firstKey.current) return;
    firstKey.current = choicesKey;
    go(count - 1);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- turns on her change only
  }, [choicesKey]);

  if (photos.length === 0) {
    return (
      <div className="relative overflow-hidden rounded-3xl bg-gradient-to-b from-sand-100 to-sand-200">
        {overlay}
        {drawing}
      </div>
    );
  }

  // Arrow keys move by one picture the way they point, Home and End to the first and the last.
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const step = arrowStep(event);
    if (step !== undefined) go(active + step);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(count - 1);
    else return;
    event.preventDefault();
  };

  const slideName = (index: number) =>
    index < photos.length ? localize((photos[index] as Photo).alt, lang) : t('gallery.yourChoices');
  const arrow =
    'absolute top-1/2 z-10 hidden size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow-md ring-1 ring-sand-200 transition hover:bg-white disabled:opacity-0 sm:flex';

  // Below lg, a screen too short for the strip's 3:4 at full width (its 70vh) narrows the gallery to the picture's
  // width, so a photograph fills its box: at full width, a fitted one left bands of sand at its sides.
  return (
    <div className="mx-auto max-w-[calc(70vh*3/4)] lg:max-w-none">
      <div className="relative overflow-hidden rounded-3xl bg-gradient-to-b from-sand-100 to-sand-200">
        {overlay}
        {/* The strip: a list of pictures she scrolls; focusable so the keyboard moves it. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- its keys move the strip */}
        <ul
          ref={track}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region takes the focus
          tabIndex={0}
          aria-label={t('gallery.label', { name })}
          onKeyDown={onKeyDown}
          onScroll={(event) => {
            const at = indexOf(event.currentTarget);
            if (aim.current === null) setActive(at);
            else if (aim.current === at) aim.current = null;
          }}
          onScrollEnd={(event) => {
            aim.current = null;
            setActive(indexOf(event.currentTarget));
          }}
          className="flex aspect-[3/4] max-h-[70vh] w-full lg:max-h-[calc(100dvh-17rem)] snap-x snap-mandatory overflow-x-auto motion-safe:scroll-smooth overscroll-x-contain [scrollbar-width:none] focus-visible:outline-offset-[-4px]"
        >
          {photos.map((photo, index) => (
            <li
              key={photo.url}
              id={slideId(index)}
              aria-label={placeName(index)}
              className="relative h-full w-full shrink-0 scroll-mt-24 snap-start snap-always"
            >
              <button
                type="button"
                disabled={!hydrated}
                onClick={() => setZoomAt(index)}
                aria-label={t('gallery.zoom', { name: localize(photo.alt, lang) })}
                className="block size-full cursor-zoom-in disabled:cursor-default"
              >
                <ProductPhoto
                  photo={photo}
                  lang={lang}
                  sizes={SLIDE_SIZES}
                  priority={index === 0}
                  className="size-full object-contain"
                  fallback={
                    <span className="flex size-full flex-col items-center justify-center gap-2 p-6 text-center text-sm text-ink-soft">
                      <span className="font-semibold text-ink">{t('gallery.unavailable')}</span>
                      {localize(photo.alt, lang)}
                    </span>
                  }
                />
              </button>
            </li>
          ))}
          <li
            id={slideId(count - 1)}
            aria-label={placeName(count - 1)}
            className="flex h-full w-full shrink-0 scroll-mt-24 snap-start snap-always flex-col items-center justify-center px-4 pt-4 [&_svg]:max-h-full [&_svg]:min-h-0"
          >
            {drawing}
            <p className="pb-4 text-center text-sm text-ink-soft">{t('gallery.yourChoicesNote')}</p>
          </li>
        </ul>
        <button
          type="button"
          disabled={!hydrated || active === 0}
          onClick={() => go(active - 1)}
          aria-label={t('gallery.previous')}
          className={`${arrow} start-3`}
        >
          <ArrowIcon className="size-5 rotate-180" />
        </button>
        <button
          type="button"
          disabled={!hydrated || active === count - 1}
          onClick={() => go(active + 1)}
          aria-label={t('gallery.next')}
          className={`${arrow} end-3`}
        >
          <ArrowIcon className="size-5" />
        </button>
        {/* Where she is among the pictures, on a phone (the thumbnails say it on a wider screen). */}
        <p className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full bg-white/85 px-2.5 py-0.5 text-xs font-semibold text-ink-soft tabular-nums sm:hidden">
          {placeName(active)}
        </p>
      </div>

      <ul className="mt-3 hidden gap-2 sm:flex">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="w-16 shrink-0">
            {/* A link to its picture in the strip: before the scripts the browser scrolls to it. */}
            <a
              href={`#${slideId(index)}`}
              onClick={(event) => {
                event.preventDefault();
                go(index);
              }}
              aria-label={t('gallery.show', { index: index + 1, name: slideName(index) })}
              aria-current={active === index || undefined}
              className={`block aspect-[3/4] w-full overflow-hidden rounded-xl bg-sand-100 ring-2 transition ${active === index ? 'ring-brand-700' : 'ring-transparent hover:ring-sand-300'}`}
            >
              {index < photos.length ? (
                <ProductPhoto
                  photo={photos[index] as Photo}
                  lang={lang}
                  sizes="4rem"
                  decorative
                  className="size-full object-cover"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="flex size-full items-center justify-center p-1 [&_svg]:h-full"
                >
                  {drawing}
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>

      {zoomAt !== null && (
        <Suspense fallback={null}>
          <PhotoZoom
            photos={photos}
            start={zoomAt}
            title={name}
            lang={lang}
            onClose={(at) => {
              setZoomAt(null);
              go(at);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
