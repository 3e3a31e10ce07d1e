import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '@/components/ui/link';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, UserIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { useRole } from '@/lib/use-session';
import { accountTriggerClass } from './account-menu';

/** The account menu of a signed-in shopper: her pages and sign-out (which needs the data layer). */
export default function SignedInMenu() {
  const { t } = useTranslation();
  const { session, isAdmin } = useRole();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!session) return null;

  const name = session.claims.firstName ?? session.claims.email ?? '';
  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
        className={accountTriggerClass}
      >
        <UserIcon className="size-5" />
        <span className="hidden sm:inline">{t('header.account')}</span>
        <span className="sr-only sm:hidden">{t('header.account')}</span>
        <ChevronDownIcon className="size-4" />
      </button>
      {open && (
        <div
          id={menuId}
          className="absolute end-0 z-40 mt-2 w-60 overflow-hidden rounded-2xl border border-sand-200 bg-white py-2 shadow-xl"
        >
          <p className="truncate px-4 pt-1 pb-2 text-sm text-ink-soft">{t('header.hello', { name })}</p>
          <ul className="border-t border-sand-200 pt-1">
            <li>
              <Link
                to={isAdmin ? paths.dashboard : paths.profile}
                onClick={() => setOpen(false)}
                className="block px-4 py-2 text-sm text-ink hover:bg-sand-100"
              >
                {isAdmin ? t('header.dashboard') : t('header.account')}
              </Link>
            </li>
            {!isAdmin && (
              <li>
                <Link
                  to={paths.myOrders}
                  onClick={() => setOpen(false)}
                  className="block px-4 py-2 text-sm text-ink hover:bg-sand-100"
                >
                  {t('header.myOrders')}
                </Link>
              </li>
            )}
            <li>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  void signOut();
                }}
                className="block w-full px-4 py-2 text-start text-sm text-ink hover:bg-sand-100"
              >
                {t('header.signOut')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
