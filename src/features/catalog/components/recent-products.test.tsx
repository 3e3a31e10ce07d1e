import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { local } from '@/lib/storage';
import { findCatalogProduct } from '@/mocks/data/catalog';
import { renderApp } from '@/testing/render-app';
import { recentProducts } from '@/features/catalog/utils/stored-product-list';

const RECENT_PIECES_KEY = recentProducts.key;

const piece = (id: number) => findCatalogProduct(id)!;

describe('recently viewed pieces', () => {
  it('records the piece she opens, and shows the others on the next piece’s page', async () => {
    const first = piece(1);
    const second = piece(2);
    const view = renderApp({ route: '/products/1' });
    expect(await screen.findByRole('heading', { level: 1, name: first.p_name.en })).toBeInTheDocument();
    await waitFor(() =>
      expect(JSON.parse(local.get(RECENT_PIECES_KEY) ?? '[]')).toEqual([{ id: 1, name: first.p_name }]),
    );
    // the page she is on is not among them
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).not.toBeInTheDocument();
    view.unmount();

    renderApp({ route: '/products/2' });
    expect(await screen.findByRole('heading', { level: 1, name: second.p_name.en })).toBeInTheDocument();
    const recent = await screen.findByRole('region', { name: 'Recently viewed' });
    expect(await within(recent).findByRole('link', { name: new RegExp(first.p_name.en) })).toHaveAttribute(
      'href',
      '/products/1',
    );
    expect(
      within(recent).queryByRole('link', { name: new RegExp(second.p_name.en) }),
    ).not.toBeInTheDocument();
  });

  it('says which piece left the collection, and lets her take it off the list', async () => {
    local.set(
      RECENT_PIECES_KEY,
      JSON.stringify([
        { id: 987654, name: { en: 'Sidra Linen Kaftan', ar: 'قفطان سدرة' } },
        { id: 3, name: piece(3).p_name },
      ]),
    );
    const { user } = renderApp({ route: '/' });
    const recent = await screen.findByRole('region', { name: 'Recently viewed' });
    expect(
      await within(recent).findByText('Sidra Linen Kaftan is no longer in the collection.'),
    ).toBeInTheDocument();
    expect(
      await within(recent).findByRole('link', { name: new RegExp(piece(3).p_name.en) }),
    ).toBeInTheDocument();
    await user.click(
      within(recent).getByRole('button', { name: 'Remove Sidra Linen Kaftan from recently viewed' }),
    );
    expect(within(recent).queryByText(/Sidra Linen Kaftan/)).not.toBeInTheDocument();
    expect(JSON.parse(local.get(RECENT_PIECES_KEY) ?? '[]')).toHaveLength(1);
  });

  it('shows nothing when she has viewed nothing, or what is stored is not a list of pieces', async () => {
    local.set(RECENT_PIECES_KEY, '{"id":1}');
    renderApp({ route: '/' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).not.toBeInTheDocument();
  });
});
