import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { photoSources, type Photo } from '@/components/photo/photo-sources';
import { Dialog } from '@/components/ui/dialog';
import { ArrowIcon } from '@/components/ui/icons';
import { localize } from '@/lib/localize';
import type { Lang } from '@/lib/money';
import { arrowStep } from '../utils/arrow-step';

type Props = {
  photos: readonly Photo[];
  /** the photograph she pressed */
  start: number;
  /** the piece's name */
  title: string;
  lang: Lang;
  /** with the photograph she ended on, for the gallery to show it */
  onClose: (at: number) => void;
};

/**
 * A piece's photographs large, in the shop's dialog: the widest file, fitted to the screen or at twice that size
 * to pan across (Zoom in / Zoom out), the arrows and the arrow keys to the others, Escape to close.
 */
export default function PhotoZoom({ photos, start, title, lang, onClose }: Props) {
  const { t } = useTranslation('product');
  const [at, setAt] = useState(start);
  const [zoomed, setZoomed] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  // Zoomed in, the view starts at the picture's middle, where she can pan every way.
  useLayoutEffect(() => {
    const box = frame.current;
    if (!zoomed || !box) return;
    const rtl = getComputedStyle(box).direction === 'rtl';
    box.scrollLeft = ((rtl ? -1 : 1) * (box.scrollWidth - box.clientWidth)) / 2;
    box.scrollTop = (box.scrollHeight - box.clientHeight) / 3;
  }, [zoomed, at]);
  const photo = photos[at] as Photo;
  const src = photoSources(photo.url)?.src;
  const alt = localize(photo.alt, lang);
  const move = (step: number) => {
    setAt((current) => (current + step + photos.length) % photos.length);
    setZoomed(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // zoomed in, the arrow keys pan the picture she has focused
    if (event.target === frame.current) return;
    const step = arrowStep(event);
    if (step === undefined || photos.length < 2) return;
    event.preventDefault();
    move(step);
  };
  const control =
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold ring-1 ring-sand-300 hover:bg-sand-100 disabled:opacity-40';

  return (
    <Dialog open onClose={() => onClose(at)} title={title} size="lg">
      {/* The arrow keys are the dialog's: its buttons have the focus, not the picture. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div onKeyDown={onKeyDown} className="space-y-4">
        <figure className="space-y-2">
          <div
            ref={frame}
            // zoomed in, the picture is a region she pans with the keyboard too
            tabIndex={zoomed ? 0 : undefined}
            role={zoomed ? 'region' : undefined}
            aria-label={zoomed ? alt : undefined}
            className={`max-h-[60dvh] rounded-2xl bg-sand-100 ${zoomed ? 'overflow-auto' : 'flex justify-center overflow-hidden'}`}
          >
            {src && (
              <img
                src={src}
                alt={alt}
                width={960}
                height={1280}
                className={zoomed ? 'max-w-none' : 'max-h-[60dvh] w-auto object-contain'}
                style={zoomed ? { width: '200%' } : undefined}
              />
            )}
          </div>
          <figcaption className="text-sm text-ink-soft">
            {alt}
            <span className="ms-2 text-ink-muted tabular-nums">
              ({t('gallery.slide', { index: at + 1, count: photos.length })})
            </span>
          </figcaption>
        </figure>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <button type="button" onClick={() => setZoomed((z) => !z)} className={control}>
            {zoomed ? t('gallery.zoomOut') : t('gallery.zoomIn')}
          </button>
          {photos.length > 1 && (
            <div className="flex gap-2">
              <button
                type="button"
                onClick={() => move(-1)}
                aria-label={t('gallery.previous')}
                className={control}
              >
                <ArrowIcon className="size-5 rotate-180" />
              </button>
              <button
                type="button"
                onClick={() => move(1)}
                aria-label={t('gallery.next')}
                className={control}
              >
                <ArrowIcon className="size-5" />
              </button>
            </div>
          )}
        </div>
      </div>
    </Dialog>
  );
}
