import { useState } from 'react';
import {
  useLoaderData,
  useParams,
  type ClientLoaderFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { langOfPath } from '@/config/paths';
import { useTranslation } from 'react-i18next';
import { metaOf, usePageMeta } from '@/lib/page-meta';
import { parseProductId } from '@/config/paths';
import { useAddCartItem } from '@/features/cart/api/add-cart-item';
import { ItemAddedDialog } from '@/features/cart/components/item-added-dialog';
import { SignInRequiredDialog } from '@/features/cart/components/sign-in-required-dialog';
import { savePendingItem } from '@/features/cart/utils/pending-item';
import { getProductAtBuild } from '@/features/catalog/api/product-at-build';
import { ProductGate } from '@/features/catalog/components/product-gate';
import { ProductPage } from '@/features/catalog/components/product-page';
import { usePieceDelivery } from '@/features/catalog/hooks/use-piece-delivery';
import { useTrackViewItem } from '@/features/catalog/hooks/use-track-view-item';
import { PieceChoicesFields } from '@/features/customization/components/piece-choices-fields';
import { PieceCustomizationDialog } from '@/features/customization/components/piece-customization-dialog';
import { PiecePicture } from '@/features/customization/components/piece-picture';
import { describeChoices } from '@/features/customization/utils/describe-choices';
import { HelpNearby } from '@/components/help/help-nearby';
import { useCheckedSelection } from '@/features/customization/hooks/use-checked-selection';
import { useLinkedChoices } from '@/features/customization/hooks/use-linked-choices';
import { trackAddToCart } from '@/features/customization/utils/track-add-to-cart';
import { useMeasurements, useSaveMeasurements } from '@/features/profile/api/measurements';
import { localize } from '@/lib/api-error';
import { useCountryCode } from '@/lib/country';
import { notify } from '@/lib/notify';
import type { Product } from '@/lib/schemas';
import { isOpeningFirstPage } from '@/lib/first-page';
import { loadRouteWords } from '@/lib/i18n';
import { useRole } from '@/lib/use-session';
import { routeWords } from '../route-words';

/** The words this screen needs, loaded before it renders (src/entry.client.tsx, clientLoaders). */
export const handle = { i18n: routeWords.product };

/**
 * Runs only while the build prerenders a piece's page (PRERENDER_API_URL, docs/decisions/0028): the piece as
 * the API gave it then, drawn into the page's HTML so that its name, price and picture paint before any script.
 * In the browser the page asks for the piece again at once and shows what it is now; a piece added after the
 * build is not prerendered and opens through the SPA fallback, where the clientLoader below does the work.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = parseProductId(params.productId);
  return { product: id === null ? null : await getProductAtBuild(id) };
}

/**
 * A prerendered piece's title, description and addresses in its HTML, in the page's language; elsewhere the
 * shop's (the page sets its own once the piece is in, usePageMeta).
 */
export const meta: MetaFunction<typeof loader> = ({ loaderData, location, matches }) => {
  const product = loaderData?.product;
  // the nearest layout's (a layout without meta of its own has its parent's): the shop's title and description
  const shop = () =>
    matches
      .slice(0, -1)
      .reverse()
      .find((match) => (match?.meta?.length ?? 0) > 0)?.meta ?? [];
  // prerendered without a piece (/products/0, or one the API no longer had): no page for search engines
  if (loaderData && !product) return [...shop(), { name: 'robots', content: 'noindex' }];
  if (!product) return shop();
  const lang = langOfPath(location.pathname);
  return metaOf(localize(product.p_name, lang), localize(product.p_description, lang), location.pathname);
};

/**
 * The piece is asked for as the page's code arrives (the loader is its own chunk, fetched beside the component).
 * Moving here from another page, that page stays until the piece is in (or its error); a card she pointed at has
 * usually asked for it already. Opened directly, the page does not wait for it: the header and the product's
 * skeleton replace the full-screen spinner as soon as the code and words are in, and the piece follows.
 * The loader's chunk imports the data layer when it runs, so the words are asked for at once, not after it.
 */
export async function clientLoader({ params }: ClientLoaderFunctionArgs) {
  const id = parseProductId(params.productId);
  const piece =
    id === null
      ? null
      : Promise.all([import('@/lib/query-client'), import('@/features/catalog/api/get-product')]).then(
          ([{ queryClient }, { getProductQueryOptions }]) =>
            queryClient.prefetchQuery(getProductQueryOptions(id)),
        );
  // 'feedback': the words of a piece that could not be loaded (its message and 'Try again').
  await Promise.all([loadRouteWords(routeWords.product), isOpeningFirstPage() ? null : piece]);
  return null;
}

/** Her colour, fabric and cut change only the address's query: the piece is the same, nothing to load again. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export default function ProductRoute() {
  const { productId } = useParams();
  // the build's piece on a prerendered page's first view; null after a move within the shop (the clientLoader's)
  const built = (useLoaderData() as Awaited<ReturnType<typeof loader>> | null)?.product ?? null;
  return (
    <ProductGate id={parseProductId(productId)} built={built}>
      {(product) => <ProductView key={product.id} product={product} />}
    </ProductGate>
  );
}

function ProductView({ product }: { product: Product }) {
  const { t, i18n } = useTranslation('product');
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  const name = localize(product.p_name, lang);
  usePageMeta(name, localize(product.p_description, lang));
  const { session, isUser, isAdmin } = useRole();
  const homeAvailable = useCountryCode() === 'bh';
  const { choices, fellBack } = useLinkedChoices(product, { homeAvailable });
  const { add, isPending } = useAddCartItem();
  const [customizing, setCustomizing] = useState(false);
  const [addedOpen, setAddedOpen] = useState(false);
  const [signInOpen, setSignInOpen] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);
  // her saved measurements (a signed-in customer's only), offered for a custom size; and her wish to save the
  // custom size she enters to her account once the piece is added
  const savedMeasurements = useMeasurements({ enabled: isUser });
  const saveMeasurements = useSaveMeasurements();
  const [saveToAccount, setSaveToAccount] = useState(false);
  useTrackViewItem(product);
  const delivery = usePieceDelivery(product, choices.measurement.type === 'home');
  const checkedSelection = useCheckedSelection(choices, () => setCustomizing(true));

  const onAdd = async () => {
    setAddError(null);
    const selection = checkedSelection();
    if (!selection) return;
    const payload = { productId: product.id, ...selection };
    if (!session) {
      savePendingItem(payload);
      setSignInOpen(true);
      return;
    }
    if (!isUser) return;
    try {
      const result = await add(payload);
      if (result) {
        setAddedOpen(true);
        const dimensions = selection.measurementData?.bodyDimensions;
        if (saveToAccount && selection.measurementType === 'custom' && dimensions) {
          saveMeasurements.mutate(dimensions, {
            onSuccess: () => {
              setSaveToAccount(false);
              void notify('success', t('add.measurementsSaved'));
            },
            onError: (error) =>
              void notify('error', t('add.measurementsNotSaved', { message: error.message })),
          });
        }
        trackAddToCart(product, choices, selection);
      }
    } catch (error) {
      setAddError(error instanceof Error ? error.message : t('add.failed'));
    }
  };

  return (
    <ProductPage
      product={product}
      picture={<PiecePicture product={product} choices={choices} />}
      withChoices={choices.breakdown}
      delivery={delivery}
      help={
        <HelpNearby
          message={t('help.message', {
            name,
            code: product.code,
            choices: describeChoices(product, choices, lang),
          })}
        />
      }
      addError={addError}
      onAdd={() => void onAdd()}
      adding={isPending}
      staffOnly={isAdmin}
      dialogs={
        <>
          <PieceCustomizationDialog
            product={product}
            choices={choices}
            open={customizing}
            onClose={() => setCustomizing(false)}
          />
          <ItemAddedDialog open={addedOpen} onClose={() => setAddedOpen(false)} productName={name} />
          <SignInRequiredDialog open={signInOpen} onClose={() => setSignInOpen(false)} productName={name} />
        </>
      }
    >
      {fellBack && (
        <p
          role="status"
          className="rounded-2xl bg-sand-100 px-4 py-3 text-sm text-ink"
          data-testid="link-fell-back"
        >
          {t('shared.fellBack')}
        </p>
      )}
      <PieceChoicesFields
        product={product}
        choices={choices}
        homeAvailable={homeAvailable}
        onCustomize={() => setCustomizing(true)}
        saved={isUser ? savedMeasurements.data : null}
        saveToAccount={isUser ? { checked: saveToAccount, onChange: setSaveToAccount } : undefined}
      />
    </ProductPage>
  );
}
