import { useCallback } from 'react';
// eslint-disable-next-line no-restricted-imports -- the one place that wraps the router's navigate
import { useLocation, useNavigate, type NavigateOptions, type To } from 'react-router';
import { langOfPath, localizePath, type PathLang } from '@/config/paths';

/** The language of the page she is on: the address says it (English unprefixed, Arabic under /ar). */
export function useLang(): PathLang {
  return langOfPath(useLocation().pathname);
}

/** A path of the shop in the current language; a relative path or a bare query is left as it is. */
export function localizeTo(to: To, lang: PathLang): To {
  if (typeof to === 'string') return to.startsWith('/') ? localizePath(to, lang) : to;
  return to.pathname?.startsWith('/') ? { ...to, pathname: localizePath(to.pathname, lang) } : to;
}

/**
 * `navigate` that keeps the language: `navigate(paths.cart)` on an Arabic page goes to /ar/cart. ESLint points
 * every `useNavigate` here; only the language switch crosses to the other language on purpose.
 */
export function useAppNavigate() {
  const navigate = useNavigate();
  const lang = useLang();
  return useCallback(
    (to: To | number, options?: NavigateOptions) =>
      typeof to === 'number' ? navigate(to) : navigate(localizeTo(to, lang), options),
    [navigate, lang],
  );
}
