import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18next } from '@/lib/i18n';
import { local } from '@/lib/storage';
import { formatPrice } from '@/lib/money';
import { catalog, findCatalogProduct } from '@/mocks/data/catalog';
import { renderApp } from '@/testing/render-app';
import { savedProducts } from '@/features/catalog/utils/stored-product-list';

const stored = () => JSON.parse(local.get(savedProducts.key) ?? '[]') as unknown[];

describe('saved pieces', () => {
  it('saves a piece from its page with the colour she chose, and opens it so from her saved pieces', async () => {
    const piece = findCatalogProduct(1)!;
    const navy = piece.colour[1]!;
    const { user, router } = renderApp({ route: `/products/1?colour=${navy.id}` });
    const heart = await screen.findByRole('button', { name: `Save ${piece.p_name.en}` });
    await waitFor(() => expect(heart).toBeEnabled());
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(stored()).toEqual([{ id: 1, name: piece.p_name, choices: { colour: navy.id } }]);

    await user.click(screen.getAllByRole('link', { name: 'Saved pieces' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/saved'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Saved pieces' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: new RegExp(piece.p_name.en) })).toHaveAttribute(
      'href',
      `/products/1?colour=${navy.id}`,
    );
    await user.click(
      screen.getByRole('button', { name: `Remove ${piece.p_name.en} from your saved pieces` }),
    );
    expect(
      await screen.findByRole('heading', { name: 'You haven’t saved a piece yet.' }),
    ).toBeInTheDocument();
    expect(stored()).toEqual([]);
  });

  it('follows the colour she chooses on a saved piece’s page, not the address she opened it by', async () => {
    const piece = findCatalogProduct(1)!;
    const [, navy, mocha] = piece.colour;
    savedProducts.put({ id: 1, name: piece.p_name, choices: { colour: navy!.id } });
    const { user } = renderApp({ route: '/products/1' });
    const colour = await screen.findByRole('radio', { name: mocha!.name.en });
    await waitFor(() => expect(colour).toBeEnabled());
    // opened without her choices in the address: what she saved stays
    expect(stored()).toEqual([{ id: 1, name: piece.p_name, choices: { colour: navy!.id } }]);
    await user.click(colour);
    await waitFor(() =>
      expect(stored()).toEqual([
        { id: 1, name: piece.p_name, choices: expect.objectContaining({ colour: mocha!.id }) },
      ]),
    );
  });

  it('takes a piece off with a second press of its heart, on the collection’s cards too', async () => {
    const { user } = renderApp({ route: '/products' });
    const list = await screen.findByRole('list', { name: 'Products' });
    const heart = (await within(list).findAllByRole('button', { name: /^Save / }))[0]!;
    await waitFor(() => expect(heart).toBeEnabled());
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(stored()).toHaveLength(1);
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(stored()).toEqual([]);
  });

  it('shows her saved pieces in Arabic, a piece that left the collection said so', async () => {
    await act(() => i18next.changeLanguage('ar'));
    local.set(
      savedProducts.key,
      JSON.stringify([{ id: 987654, name: { en: 'Sidra Kaftan', ar: 'قفطان سدرة' } }]),
    );
    renderApp({ route: '/ar/saved' });
    expect(await screen.findByRole('heading', { level: 1, name: 'القطع المحفوظة' })).toBeInTheDocument();
    expect(await screen.findByText('قفطان سدرة: هذه القطعة لم تعد ضمن المجموعة.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إزالة قفطان سدرة من القطع المحفوظة' })).toBeInTheDocument();
  });

  it('shows the price of the piece as she saved it: her cut’s style fee included, in both languages', async () => {
    const noor = catalog.find((row) => row.product.code === 'ABY-001')!.product;
    // as the card's text reads, its spaces normalized
    const price = (amount: number, currency: string, lang: 'en' | 'ar') =>
      formatPrice(amount, currency, lang).replace(/\s+/g, ' ');
    const another = noor.combinations.find((c) => !c.isDefault && c.isAvailable)!;
    // another custom piece, saved in the designer's cut: no fee
    const other = catalog.find(
      (row) => row.product.id !== noor.id && row.product.combinations.some((c) => c.isDefault),
    )!.product;
    const designers = other.combinations.find((c) => c.isDefault)!;
    savedProducts.put({ id: noor.id, name: noor.p_name, choices: { cut: another.id } });
    savedProducts.put({ id: other.id, name: other.p_name, choices: { cut: designers.id } });
    const { unmount } = renderApp({ route: '/saved' });
    const card = await screen.findByRole('link', { name: new RegExp(noor.p_name.en) });
    const withFee = noor.p_price + noor.fees.customStyle;
    expect(card).toHaveTextContent(price(withFee, noor.currency, 'en'));
    expect(card).not.toHaveTextContent(price(noor.p_price, noor.currency, 'en'));
    expect(await screen.findByRole('link', { name: new RegExp(other.p_name.en) })).toHaveTextContent(
      price(other.p_price, other.currency, 'en'),
    );
    unmount();
    await act(() => i18next.changeLanguage('ar'));
    renderApp({ route: '/ar/saved' });
    const arabic = await screen.findByRole('link', { name: new RegExp(noor.p_name.ar!) });
    expect(arabic).toHaveTextContent(price(withFee, noor.currency, 'ar'));
  });
});
