import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { NavLink } from '@/components/ui/link';
import { useTranslation } from 'react-i18next';
import { BrandLink } from '@/components/ui/brand';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useRole } from '@/lib/use-session';
import { AccountMenu } from './account-menu';
import { CountrySwitch, LanguageSwitch } from './switchers';

const navItems = [
  { to: paths.products, key: 'nav.shop' },
  { to: paths.howItWorks, key: 'nav.howItWorks' },
  { to: paths.sizeGuide, key: 'nav.sizeGuide' },
  { to: paths.faqs, key: 'nav.faqs' },
  { to: paths.contactUs, key: 'nav.contact' },
] as const;

// The cart (and its count) is for signed-in customers only (spec 6), so a guest never loads it.
const CartLink = lazy(() => import('./cart-link'));

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3 py-2 text-sm font-medium transition-colors ${isActive ? 'text-brand-700' : 'text-ink hover:text-brand-700'}`;

export function Header() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const { isUser } = useRole();

  useEffect(() => setMenuOpen(false), [location.pathname]);

  return (
    <header className="sticky top-0 z-30 border-b border-sand-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-3 sm:px-6 lg:px-8">
        <button
          type="button"
          className="-ms-2 rounded-full p-2 text-ink hover:bg-sand-100 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-nav"
          aria-label={menuOpen ? t('a11y.closeMenu') : t('a11y.openMenu')}
          onClick={() => setMenuOpen((v) => !v)}
        >
          {menuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
        </button>
        <BrandLink />
        <nav aria-label={t('a11y.mainNav')} className="ms-6 hidden lg:block">
          <ul className="flex items-center gap-1">
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={navClass}>
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ms-auto flex items-center gap-1 sm:gap-2">
          <CountrySwitch className="hidden md:inline-flex" />
          <LanguageSwitch />
          <AccountMenu />
          {isUser && (
            <Suspense fallback={null}>
              <CartLink />
            </Suspense>
          )}
        </div>
      </div>
      {menuOpen && (
        <div id="mobile-nav" className="border-t border-sand-200 bg-white px-4 pt-2 pb-5 lg:hidden">
          <nav aria-label={t('a11y.mainNav')}>
            <ul className="flex flex-col">
              {navItems.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    className={({ isActive }) =>
                      `block rounded-xl px-3 py-3 text-base ${navClass({ isActive })}`
                    }
                  >
                    {t(item.key)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-3 border-t border-sand-200 pt-4 md:hidden">
            <p className="mb-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">
              {t('header.country')}
            </p>
            <CountrySwitch id="country-switch-mobile" className="flex w-full" />
          </div>
        </div>
      )}
    </header>
  );
}
