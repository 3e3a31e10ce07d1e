import { useEffect, useRef, useState } from 'react';
import { useParams, type ClientLoaderFunctionArgs } from 'react-router';
import { Link } from '@/components/ui/link';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { usePageMeta } from '@/lib/page-meta';
import { parseProductId, paths } from '@/config/paths';
import { useAddCartItem } from '@/features/cart/api/add-cart-item';
import { ItemAddedDialog } from '@/features/cart/components/item-added-dialog';
import { SignInRequiredDialog } from '@/features/cart/components/sign-in-required-dialog';
import { savePendingItem } from '@/features/cart/utils/pending-item';
import { useProduct } from '@/features/catalog/api/get-product';
import { GarmentIllustration } from '@/components/garment/garment-illustration';
import { AvailabilityBadge } from '@/features/catalog/components/availability-badge';
import { NotifyMeDialog } from '@/features/catalog/components/notify-me-dialog';
import {
  ProductLoadError,
  ProductNotFound,
  ProductSkeleton,
} from '@/features/catalog/components/product-states';
import { ColourPicker } from '@/features/customization/components/colour-picker';
import { CustomizationModal } from '@/features/customization/components/customization-modal';
import { FabricPicker } from '@/features/customization/components/fabric-picker';
import { MeasurementMethod } from '@/features/customization/components/measurement-method';
import { PriceBreakdownView } from '@/features/customization/components/price-breakdown';
import { StyleFeeNote } from '@/features/customization/components/style-fee-note';
import { usePieceChoices } from '@/features/customization/hooks/use-piece-choices';
import { selectionFromCombination } from '@/features/customization/utils/combinations';
import { useMeasurements, useSaveMeasurements } from '@/features/profile/api/measurements';
import { toGa4Item, trackEcommerce } from '@/lib/analytics';
import { isApiError, localize } from '@/lib/api-error';
import { getCountryCode } from '@/lib/country';
import { formatPrice, type Lang } from '@/lib/money';
import { notify } from '@/lib/notify';
import type { Product } from '@/lib/schemas';
import { isOpeningFirstPage } from '@/lib/first-page';
import { loadNamespaces } from '@/lib/i18n';
import { useRole } from '@/lib/use-session';

/** The words this screen needs, loaded before it renders (src/entry.client.tsx, clientLoaders). */
export const handle = { i18n: ['product', 'catalog'] };

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
  await Promise.all([
    loadNamespaces(['product', 'catalog', 'feedback']),
    isOpeningFirstPage() ? null : piece,
  ]);
  return null;
}

export default function ProductRoute() {
  const { productId } = useParams();
  const id = parseProductId(productId);
  const query = useProduct(id ?? 0);

  if (id === null || (isApiError(query.error) && query.error.status === 404)) return <ProductNotFound />;
  if (query.isPending) return <ProductSkeleton />;
  if (query.isError) {
    return (
      <ProductLoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <ProductView key={query.data.id} product={query.data} />;
}

function ProductView({ product }: { product: Product }) {
  const { t, i18n } = useTranslation('product');
  const lang: Lang = i18n.language === 'ar' ? 'ar' : 'en';
  const name = localize(product.p_name, lang);
  usePageMeta(name, localize(product.p_description, lang));
  const { session, isUser, isAdmin } = useRole();
  const homeAvailable = getCountryCode() === 'bh';
  const choices = usePieceChoices(product, { homeAvailable });
  const { add, isPending } = useAddCartItem();
  const [customizing, setCustomizing] = useState(false);
  const [addedOpen, setAddedOpen] = useState(false);
  const [signInOpen, setSignInOpen] = useState(false);
  const [notifyOpen, setNotifyOpen] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);
  const [focusError, setFocusError] = useState(0);
  // her saved measurements (a signed-in customer's only), offered for a custom size; and her wish to save the
  // custom size she enters to her account once the piece is added
  const savedMeasurements = useMeasurements({ enabled: isUser });
  const saveMeasurements = useSaveMeasurements();
  const [saveToAccount, setSaveToAccount] = useState(false);

  // GA4 view_item, once per piece opened (src/lib/analytics.ts): the piece at its listed price.
  const viewed = useRef<number | null>(null);
  useEffect(() => {
    if (viewed.current === product.id) return;
    viewed.current = product.id;
    trackEcommerce('view_item', {
      currency: product.currency,
      items: [
        toGa4Item({
          code: product.code,
          name: product.p_name,
          category: product.p_category.categoryName,
          price: product.p_price,
        }),
      ],
    });
  }, [product]);

  useEffect(() => {
    if (focusError === 0) return;
    const invalid = document.querySelector<HTMLElement>(
      '#product-choices [aria-invalid="true"], #product-choices [role="alert"]',
    );
    if (!invalid) return;
    if (typeof invalid.scrollIntoView === 'function') invalid.scrollIntoView({ block: 'center' });
    if (invalid.matches('input')) invalid.focus();
  }, [focusError]);

  const onAdd = async () => {
    setAddError(null);
    const selection = choices.toSelection();
    if (!selection) {
      // a piece with no designer's cut needs hers first: the modal opens for it
      if (choices.needsCut) setCustomizing(true);
      else setFocusError((n) => n + 1);
      return;
    }
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
        // GA4 add_to_cart: the piece as she chose it, at the price the breakdown shows
        trackEcommerce('add_to_cart', {
          currency: choices.breakdown.currency,
          items: [
            toGa4Item({
              code: product.code,
              name: product.p_name,
              category: product.p_category.categoryName,
              variant: [choices.colour?.name, product.fabric.find((f) => f.id === selection.fabricId)?.name]
                .map((text) => (text ? localize(text, 'en') : ''))
                .filter(Boolean)
                .join(' / '),
              price: choices.breakdown.total,
            }),
          ],
        });
      }
    } catch (error) {
      setAddError(error instanceof Error ? error.message : t('add.failed'));
    }
  };

  const optionsOf = (selection: Record<number, number>) =>
    product.customizations.flatMap((c) => {
      const option = c.options.find((o) => o.id === selection[c.id]);
      return option ? [localize(option.name, lang)] : [];
    });
  const chosenOptions = optionsOf(choices.selection);
  // the cut the piece is made in, the designer's included, named in the picture's title
  const cutOptions = choices.combination
    ? optionsOf(selectionFromCombination(product, choices.combination))
    : chosenOptions;
  const colourName = choices.colour ? localize(choices.colour.name, lang) : '';

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
      <nav aria-label={t('breadcrumb.label')} className="mb-6 text-sm text-ink-muted">
        <ol className="flex flex-wrap items-center gap-2">
          <li>
            <Link to={paths.products} className="hover:text-ink hover:underline">
              {t('breadcrumb.shop')}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link
              to={`${paths.products}?category=${encodeURIComponent(product.p_category.slug)}`}
              className="hover:text-ink hover:underline"
            >
              {localize(product.p_category.categoryName, lang)}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="min-w-0 wrap-anywhere text-ink-soft">
            {name}
          </li>
        </ol>
      </nav>

      <div className="grid grid-cols-1 gap-8 lg:grid-cols-2 lg:gap-14">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <div className="relative overflow-hidden rounded-3xl bg-gradient-to-b from-sand-100 to-sand-200">
            <div className="absolute start-4 top-4 z-10">
              <AvailabilityBadge product={product} />
            </div>
            <GarmentIllustration
              product={product}
              colourHex={choices.colour?.hex ?? '#888888'}
              optionNames={choices.optionNames}
              className="mx-auto block aspect-[2/3] max-h-[70vh] w-full"
              title={[name, colourName, ...cutOptions].filter(Boolean).join(', ')}
            />
          </div>
        </div>

        <div id="product-choices" className="space-y-7">
          <header className="space-y-3">
            <p className="text-xs font-semibold tracking-[0.18em] text-brand-700 uppercase">
              {localize(product.p_category.categoryName, lang)}
            </p>
            <h1 className="text-3xl leading-tight font-semibold wrap-anywhere sm:text-4xl">{name}</h1>
            <p className="text-sm wrap-anywhere text-ink-muted">{t('code', { code: product.code })}</p>
            <p className="text-2xl font-semibold text-ink tabular-nums" data-testid="product-price">
              {formatPrice(product.p_price, product.currency, lang)}
            </p>
            {choices.breakdown.added > 0 && (
              <p className="text-sm font-medium text-ink-soft tabular-nums" data-testid="price-with-choices">
                {t('price.withChoices', {
                  added: formatPrice(choices.breakdown.added, choices.breakdown.currency, lang),
                  total: formatPrice(choices.breakdown.total, choices.breakdown.currency, lang),
                })}
              </p>
            )}
            <p className="max-w-prose leading-relaxed wrap-anywhere text-ink-soft">
              {localize(product.p_description, lang)}
            </p>
            <p className="text-sm text-ink-soft">
              {product.availability === 'pre_order'
                ? t('availability.preOrderNote')
                : product.availability === 'out_of_stock'
                  ? t('availability.outOfStockNote')
                  : t('availability.inStock')}
            </p>
          </header>

          <ColourPicker colours={product.colour} value={choices.colourId} onChange={choices.setColourId} />
          <FabricPicker fabrics={product.fabric} value={choices.fabricId} onChange={choices.setFabricId} />

          <section aria-labelledby="style-title" className="space-y-3">
            <h2 id="style-title" className="font-sans text-sm font-semibold text-ink">
              {t('style.legend')}: {product.style === 'custom' ? t('style.custom') : t('style.basic')}
            </h2>
            {product.style === 'basic' ? (
              <p className="text-sm text-ink-soft">{t('style.basicHint')}</p>
            ) : (
              <div className="space-y-3 rounded-2xl border border-sand-200 bg-white p-4">
                <p className="text-sm text-ink-soft">{t('style.customHint')}</p>
                <StyleFeeNote product={product} />
                {choices.customized ? (
                  <p className="text-sm" data-testid="chosen-cut">
                    <span className="font-semibold text-ink">{t('style.yourCut')}: </span>
                    <span className="text-ink-soft">{chosenOptions.join(' · ')}</span>
                  </p>
                ) : choices.needsCut ? (
                  <p
                    id="choose-cut"
                    role={choices.cutMissing ? 'alert' : undefined}
                    data-testid="choose-cut"
                    className={
                      choices.cutMissing
                        ? 'rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800'
                        : 'text-sm font-medium text-ink'
                    }
                  >
                    {t('style.chooseCut')}
                  </p>
                ) : (
                  <p className="text-sm text-ink-muted">{t('style.notCustomized')}</p>
                )}
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="secondary"
                    onClick={() => setCustomizing(true)}
                    aria-describedby={choices.needsCut ? 'choose-cut' : undefined}
                    className="!py-2"
                  >
                    {choices.customized ? t('style.editCustomization') : t('style.customize')}
                  </Button>
                  {choices.customized && (
                    <Button variant="ghost" onClick={() => choices.applyCut({})}>
                      {t('style.removeCustomization')}
                    </Button>
                  )}
                </div>
              </div>
            )}
          </section>

          {product.availability !== 'out_of_stock' && (
            <MeasurementMethod
              product={product}
              homeAvailable={homeAvailable}
              value={choices.measurement}
              onChange={choices.setMeasurement}
              errors={choices.errors}
              saved={isUser ? savedMeasurements.data : null}
              saveToAccount={isUser ? { checked: saveToAccount, onChange: setSaveToAccount } : undefined}
            />
          )}

          <PriceBreakdownView breakdown={choices.breakdown} />

          <div className="space-y-3">
            {addError && (
              <FormAlert>
                <p>{addError}</p>
                <p className="font-normal">{t('add.keepChoices')}</p>
              </FormAlert>
            )}
            {product.availability === 'out_of_stock' ? (
              <Button onClick={() => setNotifyOpen(true)} className="w-full">
                {t('add.notifyMe')}
              </Button>
            ) : (
              <>
                <Button
                  onClick={() => void onAdd()}
                  loading={isPending}
                  disabled={isAdmin}
                  className="w-full"
                >
                  {isPending ? t('add.adding') : t('add.submit')}
                </Button>
                {isAdmin && <p className="text-sm text-ink-muted">{t('add.staffOnly')}</p>}
              </>
            )}
          </div>
        </div>
      </div>

      {product.style === 'custom' && (
        <CustomizationModal
          product={product}
          open={customizing}
          applied={choices.selection}
          onApply={(selection) => {
            choices.applyCut(selection);
            setCustomizing(false);
          }}
          onDiscard={() => setCustomizing(false)}
          onClear={() => {
            choices.applyCut({});
            setCustomizing(false);
          }}
          renderPreview={(optionNames) => (
            <GarmentIllustration
              product={product}
              colourHex={choices.colour?.hex ?? '#888888'}
              optionNames={optionNames}
              className="block aspect-[2/3] w-full"
            />
          )}
        />
      )}
      <ItemAddedDialog open={addedOpen} onClose={() => setAddedOpen(false)} productName={name} />
      <SignInRequiredDialog open={signInOpen} onClose={() => setSignInOpen(false)} productName={name} />
      {product.availability === 'out_of_stock' && (
        <NotifyMeDialog product={product} open={notifyOpen} onClose={() => setNotifyOpen(false)} />
      )}
    </div>
  );
}
