import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';

/** The friendly crash page: no stack trace, no token, a way to try again and a way home. */
export function ErrorScreen({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[70vh] max-w-lg flex-col items-center justify-center gap-5 px-6 text-center"
    >
      <svg viewBox="0 0 64 64" className="size-16 text-brand-600" aria-hidden="true">
        <circle cx="32" cy="32" r="28" fill="none" stroke="currentColor" strokeWidth="3" />
        <path
          d="M22 24l6 6M28 24l-6 6M36 24l6 6M42 24l-6 6M22 46c6-6 14-6 20 0"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          fill="none"
        />
      </svg>
      <h1 className="text-3xl font-semibold">{t('errorBoundary.title')}</h1>
      <p className="text-ink-soft">{t('errorBoundary.body')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" onClick={onRetry} className={buttonClasses('primary')}>
          {t('errorBoundary.tryAgain')}
        </button>
        <Link to={paths.home} className={buttonClasses('secondary')}>
          {t('errorBoundary.goHome')}
        </Link>
      </div>
    </div>
  );
}
