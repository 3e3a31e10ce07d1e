import type { MetaDescriptor } from 'react-router';
import { langOfPath } from '@/config/paths';
import { localize } from '@/lib/localize';
import { metaOf, metaWords, screenMeta } from '@/lib/page-meta';
import type { Product } from '@/domain/schemas';

/**
 * What a piece's page's loaders give its meta: the build's piece (`built`, null when prerendered without one), or
 * the clientLoader's (`product`, and `missing` for no such piece).
 */
export type ProductMetaData = { built: Product | null } | { product: Product | null; missing: boolean };

type MetaContext = {
  location: { pathname: string };
  matches: readonly ({ meta: readonly MetaDescriptor[] } | undefined)[];
};

/**
 * A piece's page's meta (decision 0028), in the page's language:
 * - the piece (the build's on a prerendered page, the clientLoader's after a move within the shop): its name and
 *   description (bounded), and its addresses;
 * - no such piece (an id that is none, or the API's 404): the not-found title;
 * - prerendered without a piece (/products/0, or one the API no longer had): the shop's, not for search engines;
 * - none yet (opened directly through the SPA fallback, the page shows its skeleton rather than wait for the
 *   piece): the shop's, the nearest layout's (a layout without meta of its own has its parent's).
 */
export function productMeta(
  data: ProductMetaData | null | undefined,
  context: MetaContext,
): MetaDescriptor[] {
  const { pathname } = context.location;
  const product = data ? ('built' in data ? data.built : data.product) : null;
  if (product) {
    const lang = langOfPath(pathname);
    return metaOf(localize(product.p_name, lang), localize(product.p_description, lang), pathname);
  }
  if (data && 'missing' in data && data.missing) {
    return screenMeta(context, metaWords(pathname)('notFound.title', 'product'));
  }
  const shop = [...context.matches.slice(0, -1)].reverse().find((match) => (match?.meta.length ?? 0) > 0);
  if (data && 'built' in data) return [...(shop?.meta ?? []), { name: 'robots', content: 'noindex' }];
  return [...(shop?.meta ?? [])];
}
