import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { GoogleIcon } from '@/components/ui/account-icons';
import { env } from '@/config/env';
import { localizePath, paths } from '@/config/paths';
import { browser } from '@/lib/browser';
import { useLang } from '@/lib/use-lang';
import { startGoogleAttempt } from '../utils/google-state';
import { readReturnPath, saveRedirectAfterAuth } from '../utils/redirect';

/**
 * Saves where to come back to, then hands the browser to the API's Google endpoint (spec 4) with a fresh `state`
 * that the callback must bring back (google-state.ts). With nowhere to go back to, that is the home page of the
 * language she signs in from: the round trip through Google keeps her language (issue 36, finding 1).
 */
export function GoogleButton() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const lang = useLang();
  return (
    <button
      type="button"
      className={buttonClasses('secondary', 'w-full')}
      onClick={() => {
        saveRedirectAfterAuth(
          readReturnPath(location.state, location.search) ?? localizePath(paths.home, lang),
        );
        const state = startGoogleAttempt();
        browser.assign(`${env.API_URL}/auth/auth/google?${new URLSearchParams({ state })}`);
      }}
    >
      <GoogleIcon className="size-5" />
      {t('login.google')}
    </button>
  );
}

export function OrDivider() {
  const { t } = useTranslation('auth');
  return (
    <div
      className="flex items-center gap-4 text-xs tracking-widest text-ink-muted uppercase"
      aria-hidden="true"
    >
      <span className="h-px flex-1 bg-sand-300" />
      {t('or')}
      <span className="h-px flex-1 bg-sand-300" />
    </div>
  );
}
