import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink } from '@/components/ui/link';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, UserIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { countUnread, useNotifications } from '@/features/notifications/api/get-notifications';
import { getProfileQueryOptions } from '@/features/profile/api/get-profile';
import { useRole } from '@/lib/use-session';
import { accountTriggerClass } from './account-trigger';

const USER_LINKS = [
  { to: paths.profile, key: 'accountMenu.myDetails' },
  { to: paths.myOrders, key: 'accountMenu.myOrders' },
  { to: paths.address, key: 'accountMenu.addresses' },
  { to: paths.measurements, key: 'accountMenu.measurements' },
  { to: paths.notifications, key: 'accountMenu.notifications' },
  { to: paths.settings, key: 'accountMenu.settings' },
  { to: paths.paymentMethods, key: 'accountMenu.paymentMethods' },
  { to: paths.help, key: 'accountMenu.help' },
] as const;

const ADMIN_LINKS = [{ to: paths.dashboard, key: 'accountMenu.dashboard' }] as const;

const itemClass =
  'flex w-full items-center justify-between gap-3 px-4 py-2.5 text-start text-sm text-ink hover:bg-sand-100 focus-visible:bg-sand-100';

/**
 * The account menu of a signed-in shopper (a disclosure: a button and a list of links): her account's screens
 * and sign-out; an admin's dashboard and sign-out. Escape or a click outside closes it; Escape gives the focus
 * back to the button.
 */
export default function SignedInMenu() {
  const { t } = useTranslation(['account', 'common']);
  const { session, isAdmin, isUser } = useRole();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  // Her unread count costs nothing on other pages: asked for only while the menu is open, else read from the
  // cache (the notifications screen fills it).
  const notifications = useNotifications({ enabled: open && isUser });
  // The token's name is the one she signed in with: once she has read or changed her details, the menu shows
  // those (read from the cache only; the menu never asks for the profile itself).
  const profile = useQuery({ ...getProfileQueryOptions(), enabled: false });
  const unread = isUser ? countUnread(notifications.data) : 0;

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!session) return null;

  const cachedName = profile.data?.id === session.claims.sub ? profile.data.firstName : undefined;
  const name = cachedName ?? session.claims.firstName ?? session.claims.email ?? '';
  const links = isAdmin ? ADMIN_LINKS : USER_LINKS;
  return (
    <div ref={ref} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
        className={accountTriggerClass}
      >
        <UserIcon className="size-5" />
        <span className="hidden sm:inline">{t('common:header.account')}</span>
        <span className="sr-only sm:hidden">{t('common:header.account')}</span>
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {open && (
        <nav
          id={menuId}
          aria-label={t('accountMenu.label')}
          className="absolute end-0 z-40 mt-2 w-64 max-w-[calc(100vw-1.5rem)] overflow-hidden rounded-2xl border border-sand-200 bg-white py-2 shadow-xl"
        >
          <p className="truncate px-4 pt-1 pb-2 text-sm text-ink-soft" data-private="">
            {t('common:header.hello', { name })}
          </p>
          <ul className="border-t border-sand-200 pt-1">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === paths.profile}
                  onClick={() => setOpen(false)}
                  className={({ isActive }) =>
                    `${itemClass} ${isActive ? 'font-semibold text-brand-800' : ''}`
                  }
                >
                  <span>{t(link.key)}</span>{' '}
                  {link.to === paths.notifications && unread > 0 && (
                    <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                      <span aria-hidden="true">{unread}</span>
                      <span className="sr-only">{t('accountMenu.unread', { count: unread })}</span>
                    </span>
                  )}
                </NavLink>
              </li>
            ))}
            <li className="mt-1 border-t border-sand-200 pt-1">
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  signOut();
                }}
                className={itemClass}
              >
                {t('accountMenu.signOut')}
              </button>
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}
