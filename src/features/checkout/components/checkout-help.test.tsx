import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { WHATSAPP_LINK_MAX } from '@/components/help/whatsapp-link';
import { i18next } from '@/lib/i18n';
import type { CartItem } from '@/domain/schemas';
import { cartItem } from '@/testing/cart-item';
import { CheckoutHelp } from './checkout-help';

function named(itemId: number, en: string, ar: string): CartItem {
  const item = cartItem(itemId);
  return { ...item, product: { ...item.product, p_name: { en, ar } } };
}

async function showHelp(items: CartItem[], path = '/checkout') {
  const Stub = createRoutesStub([{ path, Component: () => <CheckoutHelp items={items} /> }]);
  render(<Stub initialEntries={[path]} />);
  return screen.findByRole('link', { name: i18next.t('help.whatsapp', { ns: 'common' }) });
}

describe('checkout help (security 7: the WhatsApp link is bounded)', () => {
  it('names the pieces in full when they fit', async () => {
    const link = await showHelp([
      named(1, 'Noor Open Abaya', 'عباية نور'),
      named(2, 'Dana Dress', 'فستان دانة'),
    ]);
    expect(new URL(link.getAttribute('href')!).searchParams.get('text')).toBe(
      'Hello Tafseel, I have a question before I pay for Noor Open Abaya, Dana Dress.',
    );
  });

  it('cuts a 10,000-character piece name so the link stays within about 2,000 characters', async () => {
    const link = await showHelp([
      named(1, `Noor ${'Open Abaya '.repeat(1000)}`, 'عباية'),
      named(2, 'Dana Dress', 'فستان'),
    ]);
    const href = link.getAttribute('href')!;
    expect(href.length).toBeLessThanOrEqual(WHATSAPP_LINK_MAX);
    expect(new URL(href).searchParams.get('text')).toMatch(
      /^Hello Tafseel, I have a question before I pay for Noor Open Abaya .*…, Dana Dress\.$/,
    );
  });

  it('does the same in Arabic, whose letters take six characters each in a link', async () => {
    await i18next.changeLanguage('ar');
    const link = await showHelp([named(1, 'Noor', 'عباية نور المفتوحة '.repeat(500))], '/ar/checkout');
    const href = link.getAttribute('href')!;
    expect(href.length).toBeLessThanOrEqual(WHATSAPP_LINK_MAX);
    expect(new URL(href).searchParams.get('text')).toContain('عباية نور المفتوحة');
  });
});
