import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Link, NavLink } from '@/components/ui/link';
import { useTranslation } from 'react-i18next';
import { BrandLink } from '@/components/ui/brand';
import { BagIcon, CloseIcon, HeartIcon, MenuIcon, SearchIcon } from '@/components/ui/icons';
import { paths, stripLang } from '@/config/paths';
import { useRole } from '@/lib/use-session';
import { AccountMenu } from './account-menu';
import { bagLinkClass } from './account-trigger';
import { HeaderSearch } from './header-search';
import { CountrySwitch, LanguageSwitch } from './switchers';

const navItems = [
  { to: paths.products, key: 'nav.shop' },
  { to: paths.howItWorks, key: 'nav.howItWorks' },
  { to: paths.sizeGuide, key: 'nav.sizeGuide' },
  { to: paths.faqs, key: 'nav.faqs' },
  { to: paths.contactUs, key: 'nav.contact' },
] as const;

// The cart's count is for signed-in customers only (spec 6: the cart is fetched only for role user), so a guest
// never loads it; her bag is a plain link to the cart, which invites her to sign in.
const CartLink = lazy(() => import('./cart-link'));
// The categories in the phone's menu: their code and call wait until she first opens it.
const MenuCategories = lazy(() => import('./menu-categories'));

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors ${isActive ? 'text-brand-700' : 'text-ink hover:text-brand-700'}`;

/** An icon link of the desktop header (the phone has the same ways in its menu), named for where it goes. */
function IconLink({
  to,
  label,
  className = '',
  children,
}: {
  to: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      aria-label={label}
      className={`hidden rounded-full p-2 text-ink hover:bg-sand-100 lg:inline-flex ${className}`}
    >
      {children}
    </Link>
  );
}

/** The bag as a guest sees it (and a customer while her count loads): a way to the cart, no count. */
function GuestBag() {
  const { t } = useTranslation();
  return (
    <Link to={paths.cart} aria-label={t('header.cart')} className={bagLinkClass}>
      <BagIcon className="size-6" />
    </Link>
  );
}

function isOpen(element: HTMLElement | null): boolean {
  try {
    return element?.matches(':popover-open') ?? false;
  } catch {
    return false; // a browser without popovers
  }
}

export function Header() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const shownAt = useRef(pathname);
  const { isUser, isAdmin } = useRole();
  // The collection's own search is the same form: one search there, not two.
  const search = stripLang(pathname) !== paths.products;

  // A menu she opened before the page's scripts ran is open once they have.
  useEffect(() => {
    const open = isOpen(menu.current);
    setMenuOpen(open);
    if (open) setMenuUsed(true);
  }, []);
  // A new page closes it.
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    if (isOpen(menu.current)) menu.current?.hidePopover();
  }, [pathname]);

  return (
    <header className="sticky top-0 z-30 border-b border-sand-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-3 sm:px-6 lg:px-8">
        {/* The phone's menu is a native popover: the button opens and closes it before the page's scripts have
            run too; a press outside it or Escape closes it. React follows it (onToggle) for the label. */}
        <button
          type="button"
          className="-ms-2 rounded-full p-2 text-ink hover:bg-sand-100 lg:hidden"
          popoverTarget="mobile-nav"
          aria-expanded={menuOpen}
          aria-controls="mobile-nav"
          aria-label={menuOpen ? t('a11y.closeMenu') : t('a11y.openMenu')}
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
          {/* The field where the header has room for it; a way to the collection's search where it has not. */}
          {search && <HeaderSearch id="header-search" className="me-1 hidden w-52 xl:block" />}
          {search && (
            <IconLink to={paths.products} label={t('header.search')} className="xl:hidden">
              <SearchIcon className="size-5" />
            </IconLink>
          )}
          <IconLink to={paths.saved} label={t('saved.title')}>
            <HeartIcon className="size-5" />
          </IconLink>
          <CountrySwitch compact className="hidden shrink-0 md:inline-flex" />
          <LanguageSwitch />
          <AccountMenu />
          {/* staff have no cart (spec 6: the cart route sends them to the dashboard) */}
          {isUser ? (
            <Suspense fallback={<GuestBag />}>
              <CartLink />
            </Suspense>
          ) : (
            !isAdmin && <GuestBag />
          )}
        </div>
      </div>
      <div
        id="mobile-nav"
        ref={menu}
        popover="auto"
        onToggle={(event) => {
          setMenuOpen(event.newState === 'open');
          if (event.newState === 'open') setMenuUsed(true);
        }}
        className="inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-0 border-t border-b border-sand-200 bg-white px-4 pt-2 pb-5 text-ink shadow-lg lg:hidden"
      >
        {search && <HeaderSearch id="header-search-menu" className="mt-2 mb-2" />}
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
            <li>
              <NavLink
                to={paths.saved}
                className={({ isActive }) =>
                  `flex items-center gap-2 rounded-xl px-3 py-3 text-base ${navClass({ isActive })}`
                }
              >
                <HeartIcon className="size-5" />
                {t('saved.title')}
              </NavLink>
            </li>
          </ul>
        </nav>
        {menuUsed && (
          <Suspense fallback={null}>
            <MenuCategories />
          </Suspense>
        )}
        <div className="mt-3 border-t border-sand-200 pt-4 md:hidden">
          <p className="mb-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">
            {t('header.country')}
          </p>
          <CountrySwitch id="country-switch-mobile" className="flex w-full" />
        </div>
      </div>
    </header>
  );
}
