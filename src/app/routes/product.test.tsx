import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstVisitDay } from '@/domain/calendar';
import { estimateDelivery, shopDayOf } from '@/domain/delivery-estimate';
import { formatDeliveryRange, formatVisitDate } from '@/lib/format-date';
import { i18next } from '@/lib/i18n';
import { session, storageKeys } from '@/lib/storage';
import { catalog } from '@/mocks/data/catalog';
import { carts } from '@/mocks/handlers/cart';
import { server } from '@/mocks/node';
import { apiPath } from '@/mocks/utils';
import { renderApp } from '@/testing/render-app';

// ABY-001 Noor Open Abaya: sleeve × length, the bell-sleeve ankle-length cut cannot be made,
// the default is the wide sleeve at floor length.
const noor = catalog.find((row) => row.product.code === 'ABY-001')!.product;
const noorDefault = noor.combinations.find((c) => c.isDefault)!;
// SET-002 Dalia Satin Co-ord Set: neckline × bottom, and no combination is the default one
const dalia = catalog.find((row) => row.product.code === 'SET-002')!.product;
const outOfStock = catalog.find((row) => row.product.availability === 'out_of_stock')!.product;
const preOrder = catalog.find((row) => row.product.availability === 'pre_order')!.product;

const addRequests: unknown[] = [];
const record = async ({ request }: { request: Request }) => {
  if (request.method === 'POST' && request.url.endsWith('/user/cart/addItem'))
    addRequests.push(await request.clone().json());
};
server.events.on('request:start', record);
afterEach(() => {
  addRequests.length = 0;
});

async function openProduct(
  options: { user?: 'user' | 'admin' | null; id?: number | string; name?: string } = {},
) {
  const view = renderApp({ route: `/products/${options.id ?? noor.id}`, user: options.user ?? null });
  // the first render also loads the lazy route and its translations
  await screen.findByRole('heading', { level: 1, name: options.name ?? 'Noor Open Abaya' });
  return view;
}

const dialog = () => screen.getByRole('dialog');

/** The combination of a piece made of the options with these English names. */
function combinationOf(product: typeof noor, names: string[]) {
  const ids = product.customizations.flatMap((c) =>
    c.options.filter((o) => names.includes(o.name.en)).map((o) => o.id),
  );
  return product.combinations.find(
    (c) => c.options.length === ids.length && ids.every((id) => c.options.some((o) => o.optionId === id)),
  )!;
}

describe('product page', () => {
  it('shows the name, code, category, description and price, with named colour swatches', async () => {
    await openProduct();
    expect(screen.getByText('Code ABY-001')).toBeInTheDocument();
    expect(screen.getByTestId('product-price')).toHaveTextContent('BHD 38.000');
    expect(screen.getByText(/An everyday open abaya/)).toBeInTheDocument();
    const colours = screen.getByRole('group', { name: 'Colour: Midnight black' });
    expect(within(colours).getAllByRole('radio')).toHaveLength(noor.colour.length);
    expect(within(colours).getByRole('radio', { name: 'Midnight black' })).toBeChecked();
  });

  it('follows the chosen colour in the legend and the picture', async () => {
    const { user } = await openProduct();
    await user.click(screen.getByRole('radio', { name: 'Navy' }));
    expect(screen.getByRole('group', { name: 'Colour: Navy' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Noor Open Abaya, Navy/ })).toBeInTheDocument();
  });

  it('shows a not-found state with a way back for an unknown product and for a malformed id', async () => {
    renderApp({ route: '/products/9999' });
    expect(await screen.findByRole('heading', { name: 'We couldn’t find this piece' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the collection' })).toHaveAttribute('href', '/products');
  });

  it('opened directly, shows the header and its skeleton while the piece is on its way', async () => {
    // Each piece's answer waits until the test lets it through (then the mock's own answer follows).
    const gates = new Map<string, () => void>();
    const held = new Map<string, Promise<void>>();
    for (const id of [noor.id, dalia.id].map(String))
      held.set(id, new Promise<void>((resolve) => gates.set(id, resolve)));
    server.use(
      http.get(apiPath('/products/:id'), async ({ params }) => {
        await held.get(String(params.id));
      }),
    );
    const { router } = renderApp({ route: `/products/${noor.id}` });
    expect(await screen.findByText('Loading the piece…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    gates.get(String(noor.id))!();
    expect(await screen.findByRole('heading', { level: 1, name: 'Noor Open Abaya' })).toBeInTheDocument();

    // Moving to another piece keeps this one on screen until the next is in: no skeleton in between.
    router.navigate(`/products/${dalia.id}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole('heading', { level: 1, name: 'Noor Open Abaya' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the piece…')).not.toBeInTheDocument();
    gates.get(String(dalia.id))!();
    expect(await screen.findByRole('heading', { level: 1, name: dalia.p_name.en })).toBeInTheDocument();
  });

  it('never calls the API for an id that is not a positive whole number', async () => {
    renderApp({ route: '/products/1abc' });
    expect(await screen.findByRole('heading', { name: 'We couldn’t find this piece' })).toBeInTheDocument();
  });

  it('offers a retry when the piece cannot be loaded', async () => {
    let calls = 0;
    server.use(
      http.get(apiPath('/products/:id'), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: { en: 'Down for a moment.' } }, { status: 503 })
          : undefined;
      }),
    );
    const { user } = renderApp({ route: `/products/${noor.id}` });
    expect(await screen.findByRole('heading', { name: 'We couldn’t load this piece' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Noor Open Abaya' })).toBeInTheDocument();
  });

  // Issue 20.6: 1 in 4 fresh tabs read 'We couldn't load this piece errors.invalidResponse errors.retry'.
  it('in a fresh tab, says a piece could not be loaded in words, never their keys', async () => {
    // A fresh tab: the failure words ('feedback') are not in yet; the page must load them itself.
    const words = i18next.getResourceBundle('en', 'feedback') as Record<string, unknown>;
    i18next.removeResourceBundle('en', 'feedback');
    const loads = (i18next.services.backendConnector as unknown as { state: Record<string, number> }).state;
    delete loads['en|feedback'];
    try {
      server.use(http.get(apiPath('/products/:id'), () => HttpResponse.json({ product: { id: 'x' } })));
      renderApp({ route: `/products/${noor.id}` });
      expect(await screen.findByRole('heading', { name: 'We couldn’t load this piece' })).toBeInTheDocument();
      expect(
        screen.getByText('We received an unexpected answer from the shop. Please try again.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
      expect(screen.queryByText(/errors\./)).not.toBeInTheDocument();
    } finally {
      i18next.addResourceBundle('en', 'feedback', words, true, true);
    }
  });

  it('shows Notify me instead of add to cart for an out-of-stock piece, and the pre-order label', async () => {
    renderApp({ route: `/products/${outOfStock.id}` });
    expect(await screen.findByRole('button', { name: 'Notify me' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Out of stock').length).toBeGreaterThan(0);
  });

  it('labels a pre-order piece', async () => {
    renderApp({ route: `/products/${preOrder.id}` });
    expect(await screen.findByText('Pre-order')).toBeInTheDocument();
    // no delivery date the shop could promise for a piece not yet in
    expect(screen.queryByTestId('delivery-estimate')).not.toBeInTheDocument();
  });

  it('says when the piece would arrive, ordered today, and after a home visit when she chooses one', async () => {
    const range = (visitDate: string | null) =>
      formatDeliveryRange(
        estimateDelivery({ start: shopDayOf(new Date())!, country: 'bh', visitDate })!,
        'en',
      ).replace(/\s/g, ' ');
    const { user } = await openProduct();
    expect(screen.getByTestId('delivery-estimate')).toHaveTextContent(
      `Order today, delivered ${range(null)}`,
    );
    await user.click(screen.getByRole('radio', { name: /Home measurement/ }));
    const visit = firstVisitDay();
    expect(screen.getByTestId('delivery-estimate')).toHaveTextContent(
      `With a home visit on ${formatVisitDate(visit, 'en')}, delivered ${range(visit)}`,
    );
  });
});

describe('help beside the piece (issue 23.5)', () => {
  const messageOf = (link: HTMLElement) => new URL(link.getAttribute('href')!).searchParams.get('text');

  it('opens WhatsApp on a message naming the piece and her choices, in her language, and offers the phone', async () => {
    const { user } = await openProduct();
    const help = within(screen.getByTestId('help-nearby'));
    const whatsapp = help.getByRole('link', { name: 'WhatsApp us' });
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/97317000000\?text=/);
    expect(messageOf(whatsapp)).toBe(
      `Hello Tafseel, I have a question about Noor Open Abaya (ABY-001): ${noor.colour[0]!.name.en}, ${noor.fabric[0]!.name.en}, Wide sleeve · Floor length.`,
    );
    expect(help.getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:+97317000000');
    expect(help.getByText(/Saturday to Thursday, 10:00 – 20:00/)).toBeInTheDocument();
    // her choice is in the message as she makes it
    await user.click(screen.getByRole('radio', { name: 'Navy' }));
    expect(messageOf(help.getByRole('link', { name: 'WhatsApp us' }))).toContain(': Navy, ');
  });

  it('writes the message in Arabic on the Arabic page', async () => {
    await act(() => i18next.changeLanguage('ar'));
    try {
      await openProduct({ name: noor.p_name.ar });
      const link = within(screen.getByTestId('help-nearby')).getByRole('link', {
        name: 'راسلينا على واتساب',
      });
      expect(messageOf(link)).toMatch(
        new RegExp(`^مرحباً تفصيل، عندي سؤال عن ${noor.p_name.ar} \\(ABY-001\\): `),
      );
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });
});

describe('a configured piece in its address (issue 23.8)', () => {
  const longFloor = combinationOf(noor, ['Long sleeve', 'Floor length']);
  const navy = noor.colour.find((c) => c.name.en === 'Navy')!;

  it('opens as the link says: her colour, fabric and cut', async () => {
    const fabric = noor.fabric[1]!;
    await openProduct({ id: `${noor.id}?colour=${navy.id}&fabric=${fabric.id}&cut=${longFloor.id}` });
    expect(screen.getByRole('group', { name: 'Colour: Navy' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: fabric.name.en })).toBeChecked();
    expect(screen.getByTestId('chosen-cut')).toHaveTextContent('Long sleeve · Floor length');
    expect(screen.queryByTestId('link-fell-back')).not.toBeInTheDocument();
  });

  // the address is rewritten in place (lib/url-in-place), in the browser's history: read it there
  const address = () => `${window.location.pathname}${window.location.search}`;
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('follows her changes in the address, in place of the last one (Back leaves the page)', async () => {
    const { user } = await openProduct();
    const entries = window.history.length;
    await user.click(screen.getByRole('radio', { name: 'Navy' }));
    await waitFor(() => expect(address()).toBe(`/products/${noor.id}?colour=${navy.id}`));
    expect(window.history.length).toBe(entries);
    // back to the designer's colour: the plain address again
    await user.click(screen.getByRole('radio', { name: noor.colour[0]!.name.en }));
    await waitFor(() => expect(address()).toBe(`/products/${noor.id}`));
    expect(window.history.length).toBe(entries);
  });

  it('answers a swatch without a router navigation: the shop is not rendered again from its root (issue 38)', async () => {
    const { user, router } = await openProduct();
    const rendersBefore = router.rootUpdates;
    await user.click(screen.getByRole('radio', { name: 'Navy' }));
    expect(screen.getByRole('img', { name: /Noor Open Abaya, Navy/ })).toBeInTheDocument();
    await waitFor(() => expect(address()).toBe(`/products/${noor.id}?colour=${navy.id}`));
    await user.click(screen.getByRole('radio', { name: noor.fabric[1]!.name.en }));
    await waitFor(() => expect(address()).toContain(`fabric=${noor.fabric[1]!.id}`));
    expect(router.rootUpdates).toBe(rendersBefore);
  });

  it('keeps her choices in the other language’s address and in the sign-in return path', async () => {
    const { user, router } = await openProduct();
    await user.click(screen.getByRole('radio', { name: 'Navy' }));
    const twin = `/ar/products/${noor.id}?colour=${navy.id}`;
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: 'التبديل إلى العربية' })[0]).toHaveAttribute('href', twin),
    );
    await user.click(screen.getByRole('radio', { name: 'XL' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign in' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({
      from: `/products/${noor.id}?colour=${navy.id}`,
      pendingCartItem: true,
    });
  });

  it("shows the designer's choice, with a note, for a link this piece cannot be made as", async () => {
    const unavailable = noor.combinations.find((c) => !c.isAvailable)!;
    await openProduct({ id: `${noor.id}?colour=999&cut=${unavailable.id}` });
    expect(screen.getByTestId('link-fell-back')).toHaveTextContent(
      'This link’s colour, fabric or cut is not one this piece has: we show the designer’s choice.',
    );
    expect(screen.getByRole('group', { name: `Colour: ${noor.colour[0]!.name.en}` })).toBeInTheDocument();
    // and its address says what is shown
    await waitFor(() => expect(address()).toBe(`/products/${noor.id}`));
  });
});

describe('the customization modal', () => {
  it('opens on the default combination while she keeps the designer’s cut', async () => {
    const { user } = await openProduct();
    await user.click(screen.getByRole('button', { name: 'Customize' }));
    expect(within(dialog()).getByRole('radio', { name: 'Wide sleeve' })).toBeChecked();
    expect(within(dialog()).getByRole('radio', { name: 'Floor length' })).toBeChecked();
    expect(within(dialog()).getByTestId('combination-status')).toHaveTextContent(
      'This combination is available.',
    );
  });

  it('marks the option that would make an unavailable combination before she picks it', async () => {
    const { user } = await openProduct();
    await user.click(screen.getByRole('button', { name: 'Customize' }));
    const modal = dialog();
    expect(within(modal).queryByText('Unavailable')).not.toBeInTheDocument();
    await user.click(within(modal).getByRole('radio', { name: 'Bell sleeve' }));
    const ankle = within(modal).getByRole('radio', { name: 'Ankle length Unavailable' });
    expect(ankle).not.toBeChecked();
    expect(ankle).toHaveAccessibleDescription('Can’t be made with Bell sleeve');
    expect(within(modal).getByRole('radio', { name: 'Floor length' })).toBeChecked();
  });

  it('promises only the parts of the cut this piece lets her choose', async () => {
    await openProduct();
    expect(screen.getByText('Choose the cut you love — sleeve and length.')).toBeInTheDocument();
    expect(screen.queryByText(/neckline/i)).not.toBeInTheDocument();
  });

  it('promises only the parts of the cut this piece lets her choose, in Arabic too', async () => {
    await i18next.changeLanguage('ar');
    renderApp({ route: `/products/${dalia.id}` });
    await screen.findByRole('heading', { level: 1, name: dalia.p_name.ar });
    const parts = dalia.customizations.map((c) => c.name.ar);
    expect(parts).not.toContain('الأكمام');
    expect(screen.getByText(`اختاري القَصّة التي تحبينها — ${parts.join(' و')}.`)).toBeInTheDocument();
  });

  it('marks the option as unavailable in Arabic too', async () => {
    await i18next.changeLanguage('ar');
    const { user } = renderApp({ route: `/products/${noor.id}` });
    await screen.findByRole('heading', { level: 1, name: 'عباية نور المفتوحة' });
    await user.click(screen.getByRole('button', { name: 'خصّصي القطعة' }));
    await user.click(within(dialog()).getByRole('radio', { name: 'كم واسع جرسي' }));
    const ankle = within(dialog()).getByRole('radio', { name: 'بطول الكاحل غير متاح' });
    expect(ankle).toHaveAccessibleDescription('لا يمكن تفصيله مع ما اخترتِه: كم واسع جرسي');
  });

  it('says why it cannot close, on Escape and on the close button, while an unavailable combination is picked', async () => {
    const { user } = await openProduct();
    await user.click(screen.getByRole('button', { name: 'Customize' }));
    const modal = dialog();
    await user.click(within(modal).getByRole('radio', { name: 'Bell sleeve' }));
    await user.click(within(modal).getByRole('radio', { name: /Ankle length/ }));
    expect(within(modal).getByTestId('combination-status')).toHaveTextContent(
      'This combination can’t be made',
    );
    expect(within(modal).getByRole('button', { name: 'Save my cut' })).toBeDisabled();
    expect(within(modal).queryByRole('alert')).not.toBeInTheDocument();
    fireEvent(modal, new Event('cancel', { cancelable: true }));
    expect(dialog()).toBeInTheDocument();
    const refused = within(modal).getByRole('alert');
    expect(refused).toHaveTextContent(
      'You can’t close yet: this combination can’t be made. Choose another option, or press ‘Discard changes’',
    );
    expect(refused).toHaveFocus();
    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    expect(dialog()).toBeInTheDocument();
    expect(within(modal).getByRole('alert')).toHaveTextContent('You can’t close yet');
    // choosing an option that can be made takes the message away
    await user.click(within(modal).getByRole('radio', { name: 'Floor length' }));
    expect(within(modal).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(modal).getByRole('radio', { name: /Ankle length/ }));
    // forced close ignores availability and keeps the cut she had
    await user.click(within(modal).getByRole('button', { name: 'Discard changes' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Made in the designer’s cut unless you customize it.')).toBeInTheDocument();
  });

  it('closes on Escape when she has changed nothing, and saves an available cut on Escape', async () => {
    const { user } = await openProduct();
    await user.click(screen.getByRole('button', { name: 'Customize' }));
    fireEvent(dialog(), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Customize' }));
    await user.click(within(dialog()).getByRole('radio', { name: /Long sleeve/ }));
    await user.click(within(dialog()).getByRole('radio', { name: /Floor length/ }));
    fireEvent(dialog(), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('chosen-cut')).toHaveTextContent('Long sleeve · Floor length');
  });

  it('adds the custom style fee for another cut, and none once reset to the default one', async () => {
    const { user } = await openProduct();
    await user.click(screen.getByRole('button', { name: 'Customize' }));
    await user.click(within(dialog()).getByRole('radio', { name: 'Long sleeve' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Save my cut' }));
    expect(screen.getByTestId('chosen-cut')).toHaveTextContent('Long sleeve · Floor length');
    expect(screen.getByText('Custom style')).toBeInTheDocument();
    expect(screen.getByTestId('price-total')).toHaveTextContent('BHD 43.000');
    await user.click(screen.getByRole('button', { name: 'Change customization' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Reset to default' }));
    expect(within(dialog()).getByRole('radio', { name: 'Wide sleeve' })).toBeChecked();
    expect(within(dialog()).getByRole('radio', { name: 'Floor length' })).toBeChecked();
    await user.click(within(dialog()).getByRole('button', { name: 'Save my cut' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Made in the designer’s cut unless you customize it.')).toBeInTheDocument();
    expect(screen.queryByText('Custom style')).not.toBeInTheDocument();
    expect(screen.getByTestId('price-total')).toHaveTextContent('BHD 38.000');
  });

  it('says the custom style fee before she saves a cut: by Customize, and in the dialog for the cut chosen now', async () => {
    const { user } = await openProduct();
    // known when the page loads, said where she opens the cut choices
    expect(screen.getByTestId('style-fee-note')).toHaveTextContent(
      '+BHD 5.000 for a cut of your own; the designer’s cut is included in the price.',
    );
    expect(screen.queryByTestId('price-with-choices')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Customize' }));
    const modal = dialog();
    const save = within(modal).getByRole('button', { name: 'Save my cut' });
    expect(within(modal).getByTestId('style-fee')).toHaveTextContent(
      'This is the designer’s cut: no style fee.',
    );
    await user.click(within(modal).getByRole('radio', { name: 'Long sleeve' }));
    expect(within(modal).getByTestId('style-fee')).toHaveTextContent(
      'A cut of your own: +BHD 5.000 to the price.',
    );
    expect(save).toHaveAccessibleDescription(/A cut of your own: \+BHD\s5\.000 to the price\./);
    await user.click(within(modal).getByRole('button', { name: 'Reset to default' }));
    expect(within(modal).getByTestId('style-fee')).toHaveTextContent(
      'This is the designer’s cut: no style fee.',
    );
    await user.click(within(modal).getByRole('radio', { name: 'Long sleeve' }));
    await user.click(save);
    // the price line says what her choices add
    expect(screen.getByTestId('product-price')).toHaveTextContent('BHD 38.000');
    expect(screen.getByTestId('price-with-choices')).toHaveTextContent(
      'Your choices add BHD 5.000: BHD 43.000 in all',
    );
    await user.click(screen.getByRole('radio', { name: /Custom size/ }));
    expect(screen.getByTestId('price-with-choices')).toHaveTextContent(
      'Your choices add BHD 7.900: BHD 45.900 in all',
    );
  });

  it('says the style fee in Arabic, in the country’s currency', async () => {
    await i18next.changeLanguage('ar');
    localStorage.setItem(storageKeys.country, 'kw');
    const { user } = renderApp({ route: `/products/${noor.id}` });
    await screen.findByRole('heading', { level: 1, name: 'عباية نور المفتوحة' });
    const note = screen.getByTestId('style-fee-note');
    expect(note).toHaveTextContent('لقَصّة من اختيارك');
    expect(note).toHaveTextContent('4.075');
    expect(note).toHaveTextContent('د.ك');
    await user.click(screen.getByRole('button', { name: 'خصّصي القطعة' }));
    expect(within(dialog()).getByTestId('style-fee')).toHaveTextContent('هذه قَصّة المصممة: بلا رسوم تخصيص.');
  });

  it('can be customized again, and close-and-reset clears the options and the combination', async () => {
    const { user } = await openProduct();
    await user.click(screen.getByRole('button', { name: 'Customize' }));
    await user.click(within(dialog()).getByRole('radio', { name: /Long sleeve/ }));
    await user.click(within(dialog()).getByRole('radio', { name: /Ankle length/ }));
    await user.click(within(dialog()).getByRole('button', { name: 'Save my cut' }));
    expect(screen.getByTestId('chosen-cut')).toHaveTextContent('Long sleeve · Ankle length');
    await user.click(screen.getByRole('button', { name: 'Change customization' }));
    expect(within(dialog()).getByRole('radio', { name: /Long sleeve/ })).toBeChecked();
    await user.click(within(dialog()).getByRole('button', { name: 'Clear customization' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByTestId('chosen-cut')).not.toBeInTheDocument();
    expect(screen.getByTestId('price-total')).toHaveTextContent('BHD 38.000');
    await user.click(screen.getByRole('button', { name: 'Customize' }));
    expect(within(dialog()).getByRole('radio', { name: /Long sleeve/ })).not.toBeChecked();
  });
});

describe('a custom piece with no default combination', () => {
  const daliaName = 'Dalia Satin Co-ord Set';

  it('asks her to choose her cut by the Customize button, and opens the modal with nothing chosen', async () => {
    const { user } = await openProduct({ id: dalia.id, name: daliaName });
    const customize = screen.getByRole('button', { name: 'Customize' });
    expect(customize).toHaveAccessibleDescription(
      'This piece has no designer’s cut: choose your cut before adding it to your cart.',
    );
    await user.click(customize);
    const modal = dialog();
    expect(
      within(modal)
        .getAllByRole('radio')
        .filter((r) => (r as HTMLInputElement).checked),
    ).toEqual([]);
    expect(
      within(modal).getByText(/This piece has no designer’s cut, so nothing is preselected/),
    ).toBeInTheDocument();
    // an unfinished choice cannot be saved on Escape either, and says why
    await user.click(within(modal).getByRole('radio', { name: 'V-neck' }));
    fireEvent(modal, new Event('cancel', { cancelable: true }));
    expect(within(modal).getByRole('alert')).toHaveTextContent(
      'You can’t close yet: choose one option for each part',
    );
  });

  it('says that her cut adds the style fee, by Customize and in the dialog', async () => {
    const { user } = await openProduct({ id: dalia.id, name: daliaName });
    expect(screen.getByTestId('style-fee-note')).toHaveTextContent('Your cut adds BHD 5.000 to the price.');
    await user.click(screen.getByRole('button', { name: 'Customize' }));
    expect(within(dialog()).getByTestId('style-fee')).toHaveTextContent(
      'Your cut adds BHD 5.000 to the price.',
    );
  });

  it('opens the modal on Add to cart instead of sending it without a cut, then sends the cut with its fee', async () => {
    const { user } = await openProduct({ id: dalia.id, name: daliaName, user: 'user' });
    await user.click(screen.getByRole('radio', { name: 'M' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('dialog', { name: `Customize your ${daliaName}` })).toBeInTheDocument();
    expect(addRequests).toHaveLength(0);
    expect(screen.getByTestId('choose-cut')).toHaveTextContent('choose your cut before adding it');
    await user.click(within(dialog()).getByRole('radio', { name: 'Mandarin collar' }));
    await user.click(within(dialog()).getByRole('radio', { name: 'Wide-leg trousers' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Save my cut' }));
    expect(screen.queryByTestId('choose-cut')).not.toBeInTheDocument();
    expect(screen.getByTestId('price-total')).toHaveTextContent('BHD 63.000');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByRole('dialog', { name: 'Added to your cart' });
    const chosen = combinationOf(dalia, ['Mandarin collar', 'Wide-leg trousers']);
    expect(addRequests).toEqual([expect.objectContaining({ productId: dalia.id, combinationId: chosen.id })]);
    expect(carts.all()[0]!.item.unitPrice).toBeCloseTo(dalia.p_price + dalia.fees.customStyle, 3);
  });
});

describe('measurements and price', () => {
  it('shows the size chart in a dialog, in centimetres and inches', async () => {
    const { user } = await openProduct();
    await user.click(screen.getByRole('button', { name: 'Size chart' }));
    const chart = dialog();
    expect(within(chart).getByRole('row', { name: /^M 89–94 68–73 94–99$/ })).toBeInTheDocument();
    await user.click(within(chart).getByRole('button', { name: 'Inches' }));
    expect(within(chart).getByRole('row', { name: /^M 35–37 27–29 37–39$/ })).toBeInTheDocument();
  });

  it('adds the custom size fee and suggests the nearest chart size from her measurements', async () => {
    const { user } = await openProduct();
    await user.click(screen.getByRole('radio', { name: /Custom size/ }));
    expect(screen.getByTestId('price-total')).toHaveTextContent('BHD 40.900');
    await user.type(screen.getByLabelText('Bust (cm)'), '91');
    await user.type(screen.getByLabelText('Waist (cm)'), '70');
    await user.type(screen.getByLabelText('Hips (cm)'), '96');
    expect(screen.getByTestId('size-suggestion')).toHaveTextContent('Nearest standard size: M');
    await user.click(screen.getByRole('radio', { name: 'inches' }));
    expect(screen.getByLabelText('Bust (in)')).toHaveValue('35.8');
  });

  it('says when her measurements fall between two sizes and keeps her custom size, instead of guessing one', async () => {
    const { user } = await openProduct();
    await user.click(screen.getByRole('radio', { name: /Custom size/ }));
    // a 95 cm bust: M ends at 94, L starts at 96
    await user.type(screen.getByLabelText('Bust (cm)'), '95');
    await user.type(screen.getByLabelText('Waist (cm)'), '78');
    await user.type(screen.getByLabelText('Hips (cm)'), '104');
    const suggestion = screen.getByTestId('size-suggestion');
    expect(suggestion).toHaveTextContent('Between sizes M and L');
    expect(suggestion).toHaveTextContent(
      'Bust 95 cm falls between sizes M and L of our chart, so neither would fit you well. Your custom size is made to your measurements, for BHD 2.900 more.',
    );
    expect(suggestion).not.toHaveTextContent('Nearest standard size');
    expect(screen.getByRole('radio', { name: /Custom size/ })).toBeChecked();
    // in the chart again, a size is named
    await user.clear(screen.getByLabelText('Bust (cm)'));
    await user.type(screen.getByLabelText('Bust (cm)'), '98');
    expect(screen.getByTestId('size-suggestion')).toHaveTextContent('Nearest standard size: L');
  });

  it('suggests no size while a measurement is out of its range', async () => {
    const { user } = await openProduct();
    await user.click(screen.getByRole('radio', { name: /Custom size/ }));
    await user.type(screen.getByLabelText('Bust (cm)'), '100000000000000000000');
    await user.type(screen.getByLabelText('Waist (cm)'), '70');
    await user.type(screen.getByLabelText('Hips (cm)'), '96');
    expect(screen.queryByTestId('size-suggestion')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Bust (cm)'));
    await user.type(screen.getByLabelText('Bust (cm)'), '91');
    expect(screen.getByTestId('size-suggestion')).toHaveTextContent('Nearest standard size: M');
    await user.type(screen.getByLabelText('Body height (cm)'), '1650');
    expect(screen.queryByTestId('size-suggestion')).not.toBeInTheDocument();
  });

  it('offers home measurement in Bahrain with its fee, and disables it elsewhere with the reason', async () => {
    localStorage.setItem(storageKeys.country, 'ae');
    await openProduct();
    const home = screen.getByRole('radio', { name: /Home measurement/ });
    expect(home).toBeDisabled();
    expect(home).toHaveAccessibleDescription('Home measurement is offered in Bahrain only.');
    expect(screen.getByTestId('product-price')).toHaveTextContent('AED');
  });

  it('shows the prices in Arabic with the currency symbol', async () => {
    await i18next.changeLanguage('ar');
    renderApp({ route: `/products/${noor.id}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'عباية نور المفتوحة' })).toBeInTheDocument();
    expect(screen.getByTestId('price-total')).toHaveTextContent('38.000');
    expect(screen.getByTestId('price-total')).toHaveTextContent('د.ب');
  });
});

describe('add to cart as a customer', () => {
  it('asks for a size first, then sends exactly the spec payload, shows the dialog and moves the header count', async () => {
    const { user } = await openProduct({ user: 'user' });
    expect(await screen.findByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByText('Please select your size')).toBeInTheDocument();
    expect(addRequests).toHaveLength(0);
    await user.click(screen.getByRole('radio', { name: 'M' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('dialog', { name: 'Added to your cart' })).toBeInTheDocument();
    expect(addRequests).toEqual([
      {
        productId: noor.id,
        // the designer's cut goes as the default combination (contract, 2026-11-23)
        combinationId: noorDefault.id,
        colorId: noor.colour[0]!.id,
        fabricId: noor.fabric[0]!.id,
        measurementType: 'standard',
        measurementData: { sizeOption: 'M', bodyDimensions: null },
      },
    ]);
    await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('1'));
  });

  it('shows the confirmation as soon as the add is answered, and the cart catches up behind it (issue 38)', async () => {
    // the cart's GET after the add is held until the dialog is on screen: one round trip, not two
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(apiPath('/user/cart/get'), async () => {
        if (addRequests.length > 0) await held;
        // nothing returned: the shop's mock cart answers
      }),
    );
    const { user } = await openProduct({ user: 'user' });
    expect(await screen.findByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'M' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('dialog', { name: 'Added to your cart' })).toBeInTheDocument();
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('1'));
  });

  it('sends the body dimensions and the combination for a customized piece in a custom size', async () => {
    const { user } = await openProduct({ user: 'user' });
    await user.click(screen.getByRole('button', { name: 'Customize' }));
    await user.click(within(dialog()).getByRole('radio', { name: 'Long sleeve' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Save my cut' }));
    await user.click(screen.getByRole('radio', { name: /Custom size/ }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(6);
    const values = {
      Bust: '90',
      'Under bust': '78',
      Waist: '70',
      Hips: '96',
      'Shoulder width': '38',
      'Body height': '165',
    };
    for (const [label, value] of Object.entries(values))
      await user.type(screen.getByLabelText(`${label} (cm)`), value);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByRole('dialog', { name: 'Added to your cart' });
    const longFloor = combinationOf(noor, ['Long sleeve', 'Floor length']);
    expect(addRequests).toEqual([
      expect.objectContaining({
        combinationId: longFloor.id,
        measurementType: 'custom',
        measurementData: {
          sizeOption: null,
          bodyDimensions: {
            unit: 'cm',
            bust: 90,
            underBust: 78,
            waist: 70,
            hips: 96,
            shoulderWidth: 38,
            bodyHeight: 165,
          },
        },
      }),
    ]);
    expect(carts.all()[0]!.item.unitPrice).toBeCloseTo(38 + 5 + 2.9, 3);
  });

  it('sends null measurement data for a home measurement, and Go to cart leads to /cart', async () => {
    const { user, router } = await openProduct({ user: 'user' });
    await user.click(screen.getByRole('radio', { name: /Home measurement/ }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByRole('dialog', { name: 'Added to your cart' });
    expect(addRequests).toEqual([
      expect.objectContaining({ measurementType: 'home', measurementData: null }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Go to cart' }));
    // the cart's loader checks the session first
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it('sends one request however fast the button is pressed', async () => {
    const { user } = await openProduct({ user: 'user' });
    await user.click(screen.getByRole('radio', { name: 'S' }));
    const button = screen.getByRole('button', { name: 'Add to cart' });
    act(() => {
      button.click();
      button.click();
      button.click();
    });
    await screen.findByRole('dialog', { name: 'Added to your cart' });
    expect(addRequests).toHaveLength(1);
  });

  it('shows the server’s message when adding fails and keeps every choice', async () => {
    server.use(
      http.post(apiPath('/user/cart/addItem'), () =>
        HttpResponse.json(
          { message: { en: 'This combination is not available.', ar: 'غير متاحة' } },
          { status: 409 },
        ),
      ),
    );
    const { user } = await openProduct({ user: 'user' });
    await user.click(screen.getByRole('radio', { name: 'Navy' }));
    await user.click(screen.getByRole('radio', { name: 'L' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('This combination is not available.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Navy' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'L' })).toBeChecked();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says why adding failed in the bar she pressed (pinned on a phone), in both languages', async () => {
    server.use(
      http.post(apiPath('/user/cart/addItem'), () =>
        HttpResponse.json(
          { message: { en: 'This combination is not available.', ar: 'هذه التشكيلة غير متاحة.' } },
          { status: 409 },
        ),
      ),
    );
    const { user, unmount } = await openProduct({ user: 'user' });
    await user.click(screen.getByRole('radio', { name: 'L' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const bar = screen.getByTestId('add-bar');
    const alert = await within(bar).findByRole('alert');
    expect(alert).toHaveTextContent('This combination is not available.');
    expect(alert).toHaveTextContent('Your choices are kept');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: 'L' })).toBeChecked();
    unmount();

    await act(() => i18next.changeLanguage('ar'));
    renderApp({ route: `/ar/products/${noor.id}`, user: 'user' });
    await screen.findByRole('heading', { level: 1, name: noor.p_name.ar });
    fireEvent.click(screen.getByRole('radio', { name: 'L' }));
    fireEvent.click(screen.getByRole('button', { name: 'أضيفي إلى السلة' }));
    const arabic = await within(screen.getByTestId('add-bar')).findByRole('alert');
    expect(arabic).toHaveTextContent('هذه التشكيلة غير متاحة.');
    expect(arabic).toHaveTextContent('احتفظنا باختياراتك');
  });

  it('does not let an admin add to a cart', async () => {
    await openProduct({ user: 'admin' });
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    expect(screen.getByText(/Staff accounts cannot shop/)).toBeInTheDocument();
  });
});

describe('add to cart as a guest', () => {
  it('holds the item pending and offers to sign in or create an account, carrying the path and the flag', async () => {
    const { user, router } = await openProduct();
    await user.click(screen.getByRole('radio', { name: 'XL' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const prompt = await screen.findByRole('dialog', { name: 'Sign in to add to your cart' });
    expect(addRequests).toHaveLength(0);
    expect(JSON.parse(session.get(storageKeys.pendingCartItem)!)).toMatchObject({
      productId: noor.id,
      measurementData: { sizeOption: 'XL', bodyDimensions: null },
    });
    expect(session.get(storageKeys.pendingCartTimestamp)).toMatch(/^\d+$/);
    await user.click(within(prompt).getByRole('button', { name: 'Create account' }));
    expect(router.state.location.pathname).toBe('/register');
    expect(router.state.location.state).toEqual({ from: `/products/${noor.id}`, pendingCartItem: true });
    expect(session.get(storageKeys.pendingCartItem)).not.toBeNull();
  });

  it('sends Sign in to /login with the same state', async () => {
    const { user, router } = await openProduct();
    await user.click(screen.getByRole('radio', { name: 'XL' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign in' }));
    // the sign-in page's loader runs first: the address changes once it has
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: `/products/${noor.id}`, pendingCartItem: true });
  });

  it('discards the pending item when she closes the dialog', async () => {
    const { user } = await openProduct();
    await user.click(screen.getByRole('radio', { name: 'XL' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(session.get(storageKeys.pendingCartItem)).toBeNull();
    expect(session.get(storageKeys.pendingCartTimestamp)).toBeNull();
  });
});
