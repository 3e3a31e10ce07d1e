import { Suspense } from 'react';
import { Outlet, type ClientLoaderFunctionArgs } from 'react-router';
import { loadWords, requireUserRole } from '../guards';
import { NavLink } from '@/components/ui/link';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { PageFallback } from './page-fallback';

export const handle = { i18n: ['account'] };

const items = [
  { to: paths.profile, key: 'profile.myDetails', end: true },
  { to: paths.myOrders, key: 'profile.myOrders', end: false },
  { to: paths.address, key: 'profile.addresses', end: false },
  { to: paths.passwordChange, key: 'profile.passwordChange', end: false },
  { to: paths.help, key: 'profile.help', end: false },
] as const;

/** Spec 2: the profile and all its screens need role user. */
export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  await Promise.all([requireUserRole(request), loadWords(['account'])]);
  return null;
}

export function ProfileLayout() {
  const { t } = useTranslation('account');
  const signOut = useSignOut();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="mb-8 text-3xl font-semibold sm:text-4xl">{t('profile.title')}</h1>
      <div className="grid gap-8 md:grid-cols-[240px_1fr]">
        <nav aria-label={t('profile.nav')} className="md:sticky md:top-24 md:self-start">
          <ul className="flex flex-wrap gap-2 md:flex-col md:flex-nowrap md:gap-1">
            {items.map((item) => (
              <li key={item.to} className="shrink-0">
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) =>
                    `block rounded-full px-4 py-2.5 text-sm font-medium whitespace-nowrap md:rounded-xl ${
                      isActive
                        ? 'bg-brand-700 text-white'
                        : 'bg-white text-ink hover:bg-sand-100 md:bg-transparent'
                    }`
                  }
                >
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
            <li className="shrink-0 md:mt-2 md:border-t md:border-sand-200 md:pt-2">
              <button
                type="button"
                onClick={() => void signOut()}
                className="block w-full rounded-full bg-white px-4 py-2.5 text-start text-sm font-medium whitespace-nowrap text-ink hover:bg-sand-100 md:rounded-xl md:bg-transparent"
              >
                {t('profile.signOut')}
              </button>
            </li>
          </ul>
        </nav>
        <section className="min-w-0 rounded-3xl border border-sand-200 bg-white p-6 sm:p-8">
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </section>
      </div>
    </div>
  );
}

export default ProfileLayout;
