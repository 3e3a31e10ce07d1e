import { AR_PREFIX, paths } from '@/config/paths';
import { LIST_QUERY_ATTRIBUTE, LIST_QUERY_PARAMS } from '@/features/catalog/utils/list-query-script';
import { inlineScript } from './inline-script';

/**
 * A head script (start-up/head-scripts.tsx): the collection's HTML is prerendered with the build's first page
 * (docs/decisions/0036), and an address such as `/products?q=kaftan` is served that same HTML. When the address
 * asks for another page (a non-empty value of one of `params`), `<html data-list-query>` (`attribute`) is set
 * before the first paint, and src/index.css then shows the cards' places instead of the build's cards until the
 * live list has the answer. Any value counts, even a default one: the list's own answer comes a moment later
 * either way. Self-contained (start-up/inline-script).
 */
export function listQueryBeforeScripts(
  collectionPaths: readonly string[],
  params: readonly string[],
  attribute: string,
): void {
  try {
    const path = location.pathname.replace(/\/+$/, '');
    if (
      collectionPaths.indexOf(path) >= 0 &&
      new RegExp(`[?&](${params.join('|')})=[^&]`).test(location.search)
    )
      document.documentElement.setAttribute(attribute, '');
  } catch {
    // an old browser: the build's cards until the live list answers
  }
}

/** The values the script is given (its arguments), from the shop's constants. */
export const listQueryArgs = (): Parameters<typeof listQueryBeforeScripts> => [
  [paths.products, `${AR_PREFIX}${paths.products}`],
  [...LIST_QUERY_PARAMS],
  LIST_QUERY_ATTRIBUTE,
];

/** The script's text, for the build's render only. */
export const listQueryBeforeScriptsScript = () => inlineScript(listQueryBeforeScripts, ...listQueryArgs());
