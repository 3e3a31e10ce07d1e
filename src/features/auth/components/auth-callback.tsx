import { useEffect, useState } from 'react';
import { Link } from '@/components/ui/link';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { storeSession } from '@/lib/session';
import { useAppNavigate } from '@/lib/use-lang';
import { captureAuthCallback } from '../utils/capture-auth-callback';
import { takeRedirectAfterAuth } from '../utils/redirect';

const MAX_ERROR_LENGTH = 200;

/** Finishes Google sign-in (spec 2, 4): stores the token from the query, then goes to the saved URL. */
export function AuthCallback() {
  const { t } = useTranslation('auth');
  const navigate = useAppNavigate();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const { token, error: queryError } = captureAuthCallback();
    if (!token) {
      const text = queryError?.trim().slice(0, MAX_ERROR_LENGTH);
      setError(text || t('callback.missingToken'));
      return;
    }
    if (!storeSession(token)) {
      setError(t('callback.failed'));
      return;
    }
    void navigate(takeRedirectAfterAuth() ?? '/', { replace: true });
  }, [navigate, t]);

  if (error) {
    return (
      <div className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-5 px-6 text-center">
        <h1 className="text-3xl font-semibold">{t('callback.errorTitle')}</h1>
        <p role="alert" className="text-ink-soft">
          {error}
        </p>
        <Link to={paths.login} replace className={buttonClasses('primary')}>
          {t('callback.returnToLogin')}
        </Link>
      </div>
    );
  }

  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4" role="status">
      <Spinner size="lg" />
      <p className="text-ink-soft">{t('callback.working')}</p>
    </div>
  );
}
