import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseProductId } from '@/config/paths';
import { useAddToCart } from '@/features/cart/hooks/use-add-to-cart';
import { ItemAddedDialog } from '@/features/cart/components/item-added-dialog';
import { SignInRequiredDialog } from '@/features/cart/components/sign-in-required-dialog';
import { getProductAtBuild } from '@/features/catalog/api/product-at-build';
import { prefetchProduct } from '@/features/catalog/api/prefetch-product';
import { ProductGate } from '@/features/catalog/components/product-gate';
import { ProductPage } from '@/features/catalog/components/product-page';
import { useProductDelivery } from '@/features/catalog/hooks/use-product-delivery';
import { useTrackViewItem } from '@/features/catalog/hooks/use-track-view-item';
import { productMeta } from '@/features/catalog/utils/product-meta';
import { ProductChoicesFields } from '@/features/customization/components/product-choices-fields';
import { ProductCustomizationDialog } from '@/features/customization/components/product-customization-dialog';
import { ProductPicture } from '@/features/customization/components/product-picture';
import { LinkFellBackNote, ProductHelp } from '@/features/customization/components/product-help';
import { useCheckedSelection } from '@/features/customization/hooks/use-checked-selection';
import { useLinkedChoices } from '@/features/customization/hooks/use-linked-choices';
import { trackAddToCart } from '@/features/customization/utils/track-add-to-cart';
import { useMeasurements } from '@/features/profile/api/measurements';
import { useSaveToAccount } from '@/features/profile/hooks/use-save-to-account';
import { localize } from '@/lib/localize';
import { useCountryCode } from '@/lib/country';
import type { Product } from '@/domain/schemas';
import { hasEarlyAnswers } from '@/lib/early-answer';
import { revalidateOnPathOnly } from '@/lib/revalidate';
import { useRole } from '@/lib/use-session';
import { openingFirstPage } from '../router-context';
import { loadWordsOf } from '../route-words';
import type { Route } from './+types/product';

/**
 * Runs only while the build prerenders a piece's page (PRERENDER_API_URL, docs/decisions/0028): the piece as
 * the API gave it then, drawn into the page's HTML so that its name, price and picture paint before any script.
 * In the browser the page asks for the piece again at once and shows what it is now; a piece added after the
 * build is not prerendered and opens through the SPA fallback, where the clientLoader below does the work.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const id = parseProductId(params.productId);
  return { built: id === null ? null : await getProductAtBuild(id) };
}

/**
 * The piece's name as the page's title, its description and addresses (in a prerendered piece's HTML too), or
 * the not-found title: from what the loaders have (features/catalog/utils/product-meta).
 */
export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  return productMeta(loaderData, { location, matches });
}

/**
 * The piece is asked for as the page's code arrives (the loader is its own chunk, fetched beside the component).
 * Moving here from another page, that page stays until the piece is in (or its error); a card she pointed at has
 * usually asked for it already. Opened directly, the page does not wait for it: the header and the product's
 * skeleton replace the full-screen spinner as soon as the code and words are in, and the piece follows.
 * The loader's chunk imports the data layer when it runs, so the words are asked for at once, not after it.
 */
export async function clientLoader({ params, context }: Route.ClientLoaderArgs) {
  const id = parseProductId(params.productId);
  // The piece a fallback's head script asked for before the scripts ran is in or nearly (lib/early-answer): waited
  // for, so the page opens with it (and titled by it) rather than with its skeleton, where the preview stood.
  const early = hasEarlyAnswers();
  const piece = id === null ? null : prefetchProduct(id);
  // 'feedback': the words of a piece that could not be loaded (its message and 'Try again').
  const opening = context.get(openingFirstPage)() && !early;
  const [, found] = await Promise.all([loadWordsOf('app/routes/product'), opening ? null : piece]);
  return found ?? { product: null, missing: id === null };
}

/** Her colour, fabric and cut change only the address's query: nothing to load again (decision 0030). */
export const shouldRevalidate = revalidateOnPathOnly;

export default function ProductRoute({ params, loaderData }: Route.ComponentProps) {
  // the build's piece on a prerendered page's first view; none after a move within the shop (the clientLoader's)
  const built = loaderData && 'built' in loaderData ? loaderData.built : null;
  return (
    <ProductGate id={parseProductId(params.productId)} built={built}>
      {(product) => <ProductView key={product.id} product={product} />}
    </ProductGate>
  );
}

function ProductView({ product }: { product: Product }) {
  const { i18n } = useTranslation('product');
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  const name = localize(product.p_name, lang);
  const { isUser, isAdmin } = useRole();
  const homeAvailable = useCountryCode() === 'bh';
  const { choices, fellBack } = useLinkedChoices(product, { homeAvailable });
  const cart = useAddToCart();
  const [customizing, setCustomizing] = useState(false);
  // her saved measurements (a signed-in customer's only), offered for a custom size; and her wish to save the
  // custom size she enters to her account once the piece is added
  const savedMeasurements = useMeasurements({ enabled: isUser });
  const saveToAccount = useSaveToAccount();
  useTrackViewItem(product);
  const delivery = useProductDelivery(product, choices.measurement.type === 'home');
  const checkedSelection = useCheckedSelection(choices, () => setCustomizing(true));

  const onAdd = async () => {
    cart.clearError();
    const selection = checkedSelection();
    if (!selection) return;
    if (await cart.submit({ productId: product.id, ...selection })) {
      saveToAccount.afterAdd(selection);
      trackAddToCart(product, choices, selection);
    }
  };

  return (
    <ProductPage
      product={product}
      picture={<ProductPicture product={product} choices={choices} />}
      withChoices={choices.breakdown}
      delivery={delivery}
      help={<ProductHelp product={product} choices={choices} />}
      addError={cart.error}
      onAdd={() => void onAdd()}
      adding={cart.isPending}
      staffOnly={isAdmin}
      dialogs={
        <>
          <ProductCustomizationDialog
            product={product}
            choices={choices}
            open={customizing}
            onClose={() => setCustomizing(false)}
          />
          <ItemAddedDialog open={cart.added.open} onClose={cart.added.close} productName={name} />
          <SignInRequiredDialog open={cart.signIn.open} onClose={cart.signIn.close} productName={name} />
        </>
      }
    >
      {fellBack && <LinkFellBackNote />}
      <ProductChoicesFields
        product={product}
        choices={choices}
        homeAvailable={homeAvailable}
        onCustomize={() => setCustomizing(true)}
        saved={isUser ? savedMeasurements.data : null}
        saveToAccount={isUser ? saveToAccount : undefined}
      />
    </ProductPage>
  );
}
