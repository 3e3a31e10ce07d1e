import { AR_PREFIX, paths } from '@/config/paths';
import { LIST_QUERY_ATTRIBUTE, LIST_QUERY_PARAMS } from '@/features/catalog/utils/list-query-script';

/**
 * A head script (start-up/head-scripts.tsx): the collection's HTML is prerendered with the build's first page
 * (docs/decisions/0036), and an address such as `/products?q=kaftan` is served that same HTML. When the address
 * asks for another page, `<html data-list-query>` is set before the first paint, and src/index.css then shows the
 * cards' places instead of the build's cards until the live list has the answer. Any value counts, even a
 * default one: the list's own answer comes a moment later either way.
 */
export const listQueryBeforeScriptsScript = `(function(){try{var p=location.pathname.replace(/\\/+$/,'');if((p===${JSON.stringify(paths.products)}||p===${JSON.stringify(`${AR_PREFIX}${paths.products}`)})&&new RegExp('[?&](${LIST_QUERY_PARAMS.join('|')})=[^&]').test(location.search))document.documentElement.setAttribute(${JSON.stringify(LIST_QUERY_ATTRIBUTE)},'')}catch(e){}})()`;
