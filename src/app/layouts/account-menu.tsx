import { lazy, Suspense } from 'react';
import { Link } from '@/components/ui/link';
import { useTranslation } from 'react-i18next';
import { UserIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useRole } from '@/lib/use-session';

const SignedInMenu = lazy(() => import('./account-menu-signed-in'));

export const accountTriggerClass =
  'inline-flex items-center gap-2 rounded-full px-3 py-2 text-sm font-semibold text-ink hover:bg-sand-100';

/** 'Sign in' for a guest; her account menu once she is signed in (loaded only then). */
export function AccountMenu() {
  const { t } = useTranslation();
  const { session } = useRole();

  if (!session) {
    return (
      <Link to={paths.login} className={accountTriggerClass}>
        <UserIcon className="size-5" />
        <span>{t('header.signIn')}</span>
      </Link>
    );
  }
  return (
    <Suspense
      fallback={
        <span className={accountTriggerClass} aria-hidden="true">
          <UserIcon className="size-5" />
          <span className="hidden sm:inline">{t('header.account')}</span>
        </span>
      }
    >
      <SignedInMenu />
    </Suspense>
  );
}
