import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/lib/lazy-api-client';
import { saveCheckoutDraft } from '@/domain/checkout-draft';
import { i18next } from '@/lib/i18n';
import type { BodyDimensions } from '@/domain/schemas';
import { catalog } from '@/mocks/data/catalog';
import { renderApp, signInAs } from '@/testing/render-app';

const basic = catalog
  .map((row) => row.product)
  .find((p) => p.style === 'basic' && p.availability === 'in_stock')!;

const usual: BodyDimensions = {
  unit: 'cm',
  bust: 92,
  underBust: 78,
  waist: 70,
  hips: 100,
  shoulderWidth: 39,
  bodyHeight: 165,
};

/** Two custom pieces in her cart: one with her under bust and bust typed into each other's fields. */
async function seedCart() {
  signInAs('user');
  const add = (bodyDimensions: BodyDimensions) =>
    api.post('/user/cart/addItem', {
      productId: basic.id,
      combinationId: null,
      colorId: basic.colour[0]!.id,
      fabricId: basic.fabric[0]!.id,
      measurementType: 'custom',
      measurementData: { sizeOption: null, bodyDimensions },
    });
  const swapped = await add({ ...usual, bust: 78, underBust: 92 });
  const fine = await add(usual);
  return [swapped.data.itemId as number, fine.data.itemId as number] as const;
}

describe('a piece still carrying measurements that cannot all be right', () => {
  it('is questioned in the cart, and only that piece', async () => {
    const [swapped, fine] = await seedCart();
    renderApp({ route: '/cart', user: 'user' });
    const cards = await screen.findAllByTestId('cart-item');
    const card = (id: number) => cards.find((c) => c.getAttribute('data-item-id') === String(id))!;
    expect(within(card(swapped)).getByTestId('measurements-note')).toHaveTextContent(
      'Please check these measurements. Your under bust (92 cm) is not smaller than your bust (78 cm): were they typed into each other’s fields? A piece made to your measurements cannot be returned: if they are wrong, remove this piece from your cart and add it again with the right ones.',
    );
    expect(within(card(fine)).queryByTestId('measurements-note')).toBeNull();
  });

  it('is questioned again at checkout', async () => {
    const [swapped, fine] = await seedCart();
    saveCheckoutDraft({ itemIds: [swapped, fine], homeMeasurement: null, giftNote: '', promoCode: null });
    renderApp({ route: '/checkout', user: 'user' });
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    const notes = await screen.findAllByTestId('measurements-note');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toHaveTextContent('Your under bust (92 cm) is not smaller than your bust (78 cm)');
  });

  it('is questioned in Arabic', async () => {
    await seedCart();
    await i18next.changeLanguage('ar');
    renderApp({ route: '/ar/cart', user: 'user' });
    expect(await screen.findByTestId('measurements-note')).toHaveTextContent(
      'محيط ما تحت الصدر (92 سم) ليس أصغر من محيط الصدر (78 سم)',
    );
  });
});
