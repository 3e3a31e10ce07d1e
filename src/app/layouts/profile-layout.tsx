import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { ChevronDownIcon } from '@/components/ui/icons';
import { NavLink } from '@/components/ui/link';
import { paths, stripLang } from '@/config/paths';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { requireUserRole } from '../guards';
import { PageFallback } from './page-fallback';
import { loadWordsOf } from '../route-words';
import type { Route } from './+types/profile-layout';

// Every screen of her account (spec 2 and the screens its texts name), in the order she needs them.
const items = [
  { to: paths.profile, key: 'profile.myDetails', end: true },
  { to: paths.myOrders, key: 'profile.myOrders', end: false },
  { to: paths.measurements, key: 'profile.measurements', end: false },
  { to: paths.address, key: 'profile.addresses', end: false },
  { to: paths.paymentMethods, key: 'profile.paymentMethods', end: false },
  { to: paths.notifications, key: 'profile.notifications', end: false },
  { to: paths.settings, key: 'profile.settings', end: false },
  { to: paths.passwordChange, key: 'profile.passwordChange', end: false },
  { to: paths.help, key: 'profile.help', end: false },
] as const;

/**
 * Spec 2: the profile and all its screens need role user. Checked once, here, as middleware: React Router runs
 * it before any loader below, so no screen's loader asks for her data before a guest is sent to sign in.
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [({ request }) => requireUserRole(request)];

export async function clientLoader() {
  await loadWordsOf('app/layouts/profile-layout');
  return null;
}

const linkClasses = (isActive: boolean) =>
  `block rounded-xl px-4 py-2.5 text-sm font-medium ${
    isActive ? 'bg-brand-700 text-white' : 'text-ink hover:bg-sand-100'
  }`;

/** The screen she is on, for the phone's menu button. */
function currentItem(pathname: string) {
  const bare = stripLang(pathname).replace(/\/+$/, '') || '/';
  return (
    items.find((item) =>
      item.end ? bare === item.to : bare === item.to || bare.startsWith(`${item.to}/`),
    ) ?? items[0]
  );
}

/**
 * Her account: a list of every screen beside the content on a desktop; on a phone a compact menu (a disclosure
 * naming the screen she is on) above it, so the screen itself starts near the top. 'Sign out' ends both.
 */
export function ProfileLayout() {
  const { t } = useTranslation('account');
  const signOut = useSignOut();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const current = currentItem(pathname);

  const links = (onPick?: () => void) => (
    <ul className="flex flex-col gap-1">
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end}
            onClick={onPick}
            className={({ isActive }) => linkClasses(isActive)}
          >
            {t(item.key)}
          </NavLink>
        </li>
      ))}
      <li className="mt-2 border-t border-sand-200 pt-2">
        <button
          type="button"
          onClick={() => signOut()}
          className="block w-full rounded-xl px-4 py-2.5 text-start text-sm font-medium text-ink hover:bg-sand-100"
        >
          {t('profile.signOut')}
        </button>
      </li>
    </ul>
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 md:py-10 lg:px-8">
      <h1 className="mb-6 text-3xl font-semibold sm:text-4xl md:mb-8">{t('profile.title')}</h1>
      <div className="grid gap-6 md:grid-cols-[240px_1fr] md:gap-8">
        {/* A phone: one button naming the screen she is on opens the list. */}
        <nav aria-label={t('profile.nav')} className="md:hidden">
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls="account-menu-list"
            onClick={() => setMenuOpen((open) => !open)}
            className="flex w-full items-center justify-between gap-3 rounded-2xl border border-sand-200 bg-white px-4 py-3 text-start"
          >
            <span className="flex min-w-0 flex-col">
              <span className="text-xs font-semibold text-ink-muted">{t('profile.menu')}</span>
              <span className="truncate text-base font-semibold text-ink">{t(current.key)}</span>
            </span>
            <ChevronDownIcon
              aria-hidden="true"
              className={`size-5 shrink-0 transition-transform ${menuOpen ? 'rotate-180' : ''}`}
            />
          </button>
          <div
            id="account-menu-list"
            hidden={!menuOpen}
            className="mt-2 rounded-2xl border border-sand-200 bg-white p-2"
          >
            {links(() => setMenuOpen(false))}
          </div>
        </nav>
        {/* A desktop: the whole list beside the screen. */}
        <nav aria-label={t('profile.nav')} className="hidden md:sticky md:top-24 md:block md:self-start">
          {links()}
        </nav>
        <section className="min-w-0 rounded-3xl border border-sand-200 bg-white p-5 sm:p-8">
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </section>
      </div>
    </div>
  );
}

export default ProfileLayout;
