import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { catalog } from '@/mocks/data/catalog';
import { renderApp } from '@/testing/render-app';

// ABY-001 Noor Open Abaya: a custom piece with a default cut, in stock.
const noor = catalog.find((row) => row.product.code === 'ABY-001')!.product;
const events = (name: string) =>
  (window.dataLayer ?? []).filter((entry) => entry.event === name) as {
    ecommerce: { currency: string; value: number; items: Record<string, unknown>[] };
  }[];

beforeEach(() => {
  window.dataLayer = [];
});

describe('product page analytics (GA4 dataLayer)', () => {
  it('sends view_item once for the piece opened', async () => {
    renderApp({ route: `/products/${noor.id}` });
    await screen.findByRole('heading', { level: 1, name: 'Noor Open Abaya' });
    // sent from an effect of the commit that draws the heading, which can run just after the heading is found
    await expect
      .poll(() => events('view_item'))
      .toEqual([
        {
          event: 'view_item',
          ecommerce: {
            currency: 'BHD',
            value: noor.p_price,
            items: [
              {
                item_id: 'ABY-001',
                item_name: 'Noor Open Abaya',
                item_category: noor.p_category.categoryName.en,
                price: noor.p_price,
                quantity: 1,
              },
            ],
          },
        },
      ]);
  });

  it('sends add_to_cart with her colour and fabric at the price shown, only once the piece is added', async () => {
    const { user } = renderApp({ route: `/products/${noor.id}`, user: 'user' });
    await screen.findByRole('heading', { level: 1, name: 'Noor Open Abaya' });
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    // no size yet: nothing added, nothing sent
    expect(events('add_to_cart')).toHaveLength(0);
    await user.click(screen.getByRole('radio', { name: 'M' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByRole('dialog', { name: 'Added to your cart' });
    expect(events('add_to_cart')).toEqual([
      {
        event: 'add_to_cart',
        ecommerce: expect.objectContaining({
          currency: 'BHD',
          value: noor.p_price,
          items: [
            expect.objectContaining({
              item_id: 'ABY-001',
              item_name: 'Noor Open Abaya',
              item_variant: `${noor.colour[0]!.name.en} / ${noor.fabric[0]!.name.en}`,
              price: noor.p_price,
            }),
          ],
        }),
      },
    ]);
  });
});
