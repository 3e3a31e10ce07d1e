import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router-dom';

/*
 * The shop's in-app links. React Router's own <Link> and <NavLink> carry its framework mode's prefetching and
 * view-transition code, which the router's single module keeps in every page's first load; these render the
 * same anchors from the router's public hooks (docs/decisions/0015). ESLint points imports here.
 */

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: React.Ref<HTMLAnchorElement>;
};

/** An anchor to a page of the shop: a plain click navigates in the app, a modified click opens as usual. */
export function Link({ to, replace, state, target, onClick, children, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return (
    <a {...rest} href={href} target={target} onClick={handleClick}>
      {children}
    </a>
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
  const isActive = isActivePath(pathname, useResolvedPath(rest.to).pathname, end);
  return (
    <Link
      {...rest}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
