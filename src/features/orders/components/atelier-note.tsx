import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { textLanguage } from '../utils/text-language';

/**
 * The atelier's note, as she wrote it: a quote in its own language (`lang`, and its direction), so an English
 * note on an Arabic page is read in English and never runs into the page's own sentences.
 */
export function NoteQuote({ note, className }: { note: string; className?: string }) {
  const lang = textLanguage(note);
  return (
    <blockquote
      lang={lang ?? undefined}
      dir={lang === 'ar' ? 'rtl' : lang === 'en' ? 'ltr' : 'auto'}
      className={`whitespace-pre-line wrap-anywhere ${className ?? ''}`}
    >
      {note}
    </blockquote>
  );
}

/** The note with its label: a figure whose caption says who wrote it. */
export function AtelierNote({ note }: { note: string }) {
  const { t } = useTranslation('checkout');
  const captionId = useId();
  return (
    <figure
      aria-labelledby={captionId}
      className="space-y-2 rounded-2xl bg-sand-100 p-4 text-start text-sm"
      data-testid="atelier-note"
    >
      <figcaption id={captionId} className="font-semibold text-ink">
        {t('orders.note')}
      </figcaption>
      <NoteQuote note={note} className="border-s-2 border-sand-300 ps-3 text-ink-soft" />
    </figure>
  );
}
