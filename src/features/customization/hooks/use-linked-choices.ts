import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { currentSearch, replaceSearchInPlace } from '@/lib/url-in-place';
import type { Product } from '@/domain/schemas';
import { useHydrated } from '@/lib/use-hydrated';
import { readProductDraft } from '@/features/customization/utils/product-draft';
import { readSharedConfig, writeSharedConfig } from '../utils/shared-config';
import { useProductChoices } from './use-product-choices';

/**
 * Her choices on the product page, shared through its address (issue 23.8): a link's colour, fabric and cut are
 * where she starts, and the address follows what she changes, in place (Back leaves the page, it does not step
 * through her clicks). It is rewritten without a router navigation (lib/url-in-place, issue 38): a press
 * re-renders the parts of the page that read her choices, not the shop from the router down. A prerendered page
 * hydrates on the designer's choices, as its HTML has them, and takes the link's right after, with her size method
 * and measurements as she left them on it in this tab (product-draft).
 * `fellBack`: the link named a choice this piece does not have, so it shows the designer's.
 */
export function useLinkedChoices(product: Product, options: { homeAvailable: boolean }) {
  const location = useLocation();
  const hydrated = useHydrated();
  const [shared] = useState(() => readSharedConfig(new URLSearchParams(currentSearch(location)), product));
  // her size method and measurements on this piece before a reload or a sign-in (this tab's, never the address's)
  const [kept] = useState(() => readProductDraft(product.id));
  const applied = useRef(hydrated);
  const choices = useProductChoices(product, {
    ...options,
    initial: hydrated ? shared : null,
    initialMeasurement: hydrated ? kept : null,
  });
  const [fellBack, setFellBack] = useState(hydrated && shared.fellBack);

  const combinationId = product.style === 'custom' ? (choices.combination?.id ?? null) : null;
  const { colourId, fabricId } = choices;
  // before the link's choices are applied, the address keeps them
  useEffect(() => {
    if (!applied.current) return;
    const params = new URLSearchParams(currentSearch(location));
    const next = writeSharedConfig(params, product, { colourId, fabricId, combinationId }).toString();
    if (next !== params.toString()) replaceSearchInPlace(location, next ? `?${next}` : '');
  }, [location, product, colourId, fabricId, combinationId]);

  useEffect(() => {
    if (applied.current) return;
    applied.current = true;
    choices.applyShared(shared, kept);
    setFellBack(shared.fellBack);
    // once, after hydration
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { choices, fellBack };
}
