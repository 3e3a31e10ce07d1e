import { lazy, Suspense } from 'react';
import { Link } from '@/components/ui/link';
import { useTranslation } from 'react-i18next';
import { UserIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useRole } from '@/lib/use-session';

const SignedInMenu = lazy(() => import('./account-menu-signed-in'));

// Never wraps: 'تسجيل الدخول' broke over two lines on a phone. Tighter below `sm`, so it fits a 360 px header.
export const accountTriggerClass =
  'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2 py-2 text-sm font-semibold whitespace-nowrap text-ink hover:bg-sand-100 sm:gap-2 sm:px-3';

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
