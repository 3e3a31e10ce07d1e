import type { MetaDescriptor } from 'react-router';
import { langOfPath } from '@/config/paths';
import { localize } from '@/lib/localize';
import { metaOf } from '@/lib/page-meta';
import type { Product } from '@/domain/schemas';

/**
 * A piece's page's meta (decision 0028): a prerendered piece's title, description and addresses in its HTML, in
 * the page's language; without one, the nearest layout's (a layout without meta of its own has its parent's), the
 * shop's, which the page replaces once the piece is in (usePageMeta). Prerendered without a piece (/products/0,
 * or one the API no longer had): not a page for search engines.
 */
export function productMeta({
  loaderData,
  pathname,
  parents,
}: {
  loaderData: { product: Product | null } | null | undefined;
  pathname: string;
  parents: readonly (readonly MetaDescriptor[] | undefined)[];
}): MetaDescriptor[] {
  const product = loaderData?.product;
  const shop = [...parents].reverse().find((meta) => (meta?.length ?? 0) > 0) ?? [];
  if (loaderData && !product) return [...shop, { name: 'robots', content: 'noindex' }];
  if (!product) return [...shop];
  const lang = langOfPath(pathname);
  return metaOf(localize(product.p_name, lang), localize(product.p_description, lang), pathname);
}
