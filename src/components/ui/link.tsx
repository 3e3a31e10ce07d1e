import { useCallback, useState, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import {
  PrefetchPageLinks,
  useHref,
  useLinkClickHandler,
  useLocation,
  useResolvedPath,
  type To,
} from 'react-router';
import { useFirstInView } from '@/lib/prefetch-in-view';
import { localizeTo, useLang } from '@/lib/use-lang';

/*
 * The shop's in-app links: the same anchors as React Router's <Link> and <NavLink>, built from its public hooks,
 * that keep the language of the page they are on (`to={paths.cart}` on an Arabic page is /ar/cart). ESLint
 * points imports here; only the language switch links across languages.
 */

/**
 * A plain press of the main button, no modifier: the page may follow the link itself. Any other (a new tab, a new
 * window, a download) is the browser's. For anchors whose press does more than navigate (the language switch, the
 * collection's chips and pager); a plain in-app link is `Link`, which React Router's click handler decides for.
 */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: React.Ref<HTMLAnchorElement>;
  /**
   * 'intent': the page's code is fetched when she points at or focuses the link (React Router's own prefetch).
   * 'viewport': the same, and on a device without hover (a touch screen, whose `pointerenter` comes with the tap
   * itself) once the link is first on screen, after the page has loaded and idled (lib/prefetch-in-view).
   */
  prefetch?: 'intent' | 'viewport';
  /** With prefetch 'viewport': called once as the link's page is fetched for being on screen. */
  onInView?: () => void;
};

/** An anchor to a page of the shop: a plain click navigates in the app, a modified click opens as usual. */
export function Link({
  to: path,
  replace,
  state,
  target,
  onClick,
  prefetch,
  onInView,
  ref,
  children,
  ...rest
}: LinkProps) {
  const to = localizeTo(path, useLang());
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const [intent, setIntent] = useState(false);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  const intended = prefetch ? () => setIntent(true) : undefined;
  const [anchor, setAnchor] = useState<HTMLAnchorElement | null>(null);
  const anchorRef = useCallback(
    (node: HTMLAnchorElement | null) => {
      setAnchor(node);
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  useFirstInView(anchor, prefetch === 'viewport', () => {
    setIntent(true);
    onInView?.();
  });
  return (
    <>
      <a
        {...rest}
        ref={anchorRef}
        href={href}
        target={target}
        onClick={handleClick}
        onPointerEnter={(event) => {
          rest.onPointerEnter?.(event);
          intended?.();
        }}
        onFocus={(event) => {
          rest.onFocus?.(event);
          intended?.();
        }}
      >
        {children}
      </a>
      {intent && <PrefetchPageLinks page={href} />}
    </>
  );
}

export type NavLinkProps = Omit<LinkProps, 'className'> & {
  /** Active only on this exact path, not on the paths under it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
};

/** True when `pathname` is `toPathname` or, unless `end`, a path under it (case-insensitive, as React Router). */
export function isActivePath(pathname: string, toPathname: string, end = false): boolean {
  const current = pathname.toLowerCase();
  const target = toPathname.toLowerCase();
  if (current === target) return true;
  if (end) return false;
  const boundary = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return current.startsWith(target) && current.charAt(boundary) === '/';
}

/** A navigation link: `aria-current="page"` and an `isActive` class name while its page is shown. */
export function NavLink({ end, className, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const isActive = isActivePath(pathname, useResolvedPath(localizeTo(rest.to, useLang())).pathname, end);
  return (
    <Link
      {...rest}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}

/** "← Back to …": a way back above a page's title, its arrow pointing back in either reading direction. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="text-sm">
      <Link to={to} className="font-semibold text-brand-700 hover:underline">
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
          ←
        </span>{' '}
        {children}
      </Link>
    </p>
  );
}
