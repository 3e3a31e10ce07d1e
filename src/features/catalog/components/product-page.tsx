import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Product } from '@/domain/schemas';
import { currentLang } from '@/lib/i18n';
import { urlChoices, choicesSearch } from '@/domain/product-url';
import { useHydrated } from '@/lib/use-hydrated';
import { AvailabilityBadge } from './availability-badge';
import { NotifyMeDialog } from './notify-me-dialog';
import { ProductAddActions, type ProductAddActionsProps } from './product-add-actions';
import { ProductBreadcrumb } from './product-breadcrumb';
import { ProductGallery } from './product-gallery';
import { ProductSummary, type PriceWithChoices } from './product-summary';
import { SaveProductButton } from './save-product-button';
import { ShareProduct } from './share-product';
import {
  recentProducts,
  savedProducts,
  type ProductChoices,
} from '@/features/catalog/utils/stored-product-list';
import { useCurrentSearch } from '@/lib/url-in-place';

type Props = Omit<ProductAddActionsProps, 'product'> & {
  product: Product;
  /** the piece as she has chosen it, drawn by the page */
  picture: ReactNode;
  withChoices: PriceWithChoices;
  /** when the piece should reach her (useProductDelivery) */
  delivery: string | null;
  /** her choices (colour, fabric, cut, size, price), between the piece's heading and Add to cart */
  children: ReactNode;
  /** the page's dialogs (a cut, the piece added, sign in first), before 'Notify me' */
  dialogs: ReactNode;
  /** help beside the piece (WhatsApp, the phone), after Add to cart: links that work before the scripts */
  help: ReactNode;
};

// Her other recently viewed pieces, below the piece: their code comes after the page's (it is not what she came for).
const RecentProducts = lazy(() => import('./recent-products').then((m) => ({ default: m.RecentProducts })));

/**
 * A saved piece follows the colour, fabric and cut she chooses on its page (issue 23.7); the address she opened it
 * by (her saved choices, a shared link, none) changes nothing.
 */
function useSavedProductFollows(id: number, choices: ProductChoices) {
  const key = choicesSearch(choices);
  const opened = useRef({ id, key });
  useEffect(() => {
    const was = opened.current;
    opened.current = { id, key };
    // another piece's page, or her own choices as they were
    if (was.id !== id || was.key === key) return;
    savedProducts.restate(id, choices);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- her choices are the key
  }, [id, key]);
}

/**
 * A piece's page: the way back, its picture, its heading, her choices and Add to cart ('Notify me' for a piece
 * out of stock, whose dialog is its own).
 */
export function ProductPage({
  product,
  picture,
  withChoices,
  delivery,
  children,
  dialogs,
  help,
  ...actions
}: Props) {
  const [notifyOpen, setNotifyOpen] = useState(false);
  // A prerendered page's choices and Add to cart wait for its scripts: a colour picked before them would show on
  // screen and not in what she adds.
  const hydrated = useHydrated();
  // Her colour, fabric and cut as the page's address carries them (decision 0030), for the heart to save.
  // (rewritten in place as she chooses: lib/url-in-place)
  const choices = urlChoices(new URLSearchParams(useCurrentSearch()));
  // The piece she is looking at goes first among her recently viewed (this browser's, issue 23.7).
  const { id, p_name: name } = product;
  useEffect(() => recentProducts.put({ id, name }), [id, name]);
  useSavedProductFollows(id, choices);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
      <ProductBreadcrumb product={product} />

      <div className="grid grid-cols-1 gap-8 lg:grid-cols-2 lg:gap-14">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <ProductGallery
            product={product}
            lang={currentLang()}
            drawing={picture}
            choicesKey={`${choices.colour ?? ''}-${choices.cut ?? ''}`}
            overlay={
              <>
                <div className="absolute start-4 top-4 z-10">
                  <AvailabilityBadge product={product} />
                </div>
                <SaveProductButton
                  product={product}
                  choices={choices}
                  className="absolute end-4 top-4 z-10"
                />
              </>
            }
          />
        </div>

        <div id="product-choices" className="space-y-7">
          <ProductSummary product={product} withChoices={withChoices} delivery={delivery} />
          <fieldset disabled={!hydrated} className="min-w-0 space-y-7 border-0">
            {children}
            <ProductAddActions
              product={product}
              withChoices={withChoices}
              {...actions}
              onNotify={() => setNotifyOpen(true)}
            />
          </fieldset>
          {help}
          <ShareProduct product={product} choices={choices} />
        </div>
      </div>

      <Suspense fallback={null}>
        <RecentProducts exclude={product.id} className="mt-16" />
      </Suspense>
      {dialogs}
      {product.availability === 'out_of_stock' && (
        <NotifyMeDialog product={product} open={notifyOpen} onClose={() => setNotifyOpen(false)} />
      )}
    </div>
  );
}
