import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { Consent } from '../consent-store';

/**
 * The question, before she has answered (issue 39): a small bar fixed at the bottom, over the page rather than in
 * its flow (nothing moves), never a modal. Its text is one short line, so it is never the page's largest paint, and
 * any answer dismisses it (on a piece's page it sits over the phone's sticky Add to cart only until then).
 */
export function ConsentBar({
  onAnswer,
  onChoose,
}: {
  onAnswer: (consent: Consent) => void;
  onChoose: () => void;
}) {
  const { t } = useTranslation('consent');
  const textId = useId();
  return (
    <section
      aria-label={t('bar.label')}
      aria-describedby={textId}
      className="fixed inset-x-2 bottom-2 z-40 mx-auto flex max-w-2xl flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border border-sand-200 bg-white p-3 text-ink shadow-lg sm:bottom-4"
    >
      <p id={textId} className="min-w-48 flex-1 text-xs leading-snug text-ink-soft sm:text-sm">
        {t('bar.text')}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button className="!px-4 !py-2" onClick={() => onAnswer({ analytics: true, experience: true })}>
          {t('bar.acceptAll')}
        </Button>
        <Button
          variant="secondary"
          className="!px-4 !py-2"
          onClick={() => onAnswer({ analytics: false, experience: false })}
        >
          {t('bar.necessaryOnly')}
        </Button>
        <Button variant="ghost" onClick={onChoose}>
          {t('bar.choose')}
        </Button>
      </div>
    </section>
  );
}
