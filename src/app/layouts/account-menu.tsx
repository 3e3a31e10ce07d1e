import { lazy, Suspense } from 'react';
import { Link } from '@/components/ui/link';
import { useTranslation } from 'react-i18next';
import { UserIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useRole } from '@/lib/use-session';
import { accountTriggerClass } from './account-trigger';

const SignedInMenu = lazy(() => import('./account-menu-signed-in'));

/** 'Sign in' for a guest; her account menu once she is signed in (loaded only then). */
export function AccountMenu() {
  const { t } = useTranslation();
  const { session } = useRole();

  if (!session) {
    return (
      <Link to={paths.login} className={accountTriggerClass}>
        {/* on the narrowest phones the words alone, so the header keeps to one line */}
        <UserIcon className="size-5 max-[379px]:hidden" />
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
