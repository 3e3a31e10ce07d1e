import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { Button } from '@/components/ui/button';

/**
 * In place of a role-gated screen whose session check got no verdict (docs/decisions/0022): what happened, and
 * 'Try again', which asks the server once more (the page's guards run again). Nothing of the screen is shown.
 */
export function SessionUnchecked() {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const retrying = revalidator.state === 'loading';
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-5 px-6 text-center"
    >
      <h1 className="text-3xl font-semibold">{t('sessionCheck.title')}</h1>
      <p className="text-ink-soft">{t('sessionCheck.body')}</p>
      <Button onClick={() => void revalidator.revalidate()} loading={retrying}>
        {t('sessionCheck.retry')}
      </Button>
    </div>
  );
}
