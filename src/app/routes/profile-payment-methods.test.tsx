import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { isCardExpired } from '@/features/payment-methods/api/get-payment-methods';
import { i18next } from '@/lib/i18n';
import { server } from '@/mocks/node';
import { apiPath } from '@/mocks/utils';
import { renderApp } from '@/testing/render-app';

const cards = [
  { id: 7, brand: 'Visa', last4: '4242', expMonth: 4, expYear: 2099 },
  { id: 8, brand: 'Mastercard', last4: '5100', expMonth: 1, expYear: 2020 },
];

const cardList = async () =>
  within(await screen.findByRole('list', { name: /^(Payment methods|طرق الدفع)$/ })).getAllByRole('listitem');

describe('payment methods screen', () => {
  it('lists her saved cards with brand, last four and expiry, and marks an expired one', async () => {
    server.use(
      http.get(apiPath('/user/payment-methods'), () => HttpResponse.json({ paymentMethods: cards })),
    );
    renderApp({ route: '/profile/payment-methods', user: 'user' });
    const [visa, master] = await cardList();
    expect(visa).toHaveTextContent('Visa ending in 4242');
    expect(visa).toHaveTextContent('Expires 04/2099');
    expect(within(visa!).queryByText('Expired')).not.toBeInTheDocument();
    expect(master).toHaveTextContent('Mastercard ending in 5100');
    expect(within(master!).getByText('Expired')).toBeInTheDocument();
    expect(master).toHaveTextContent('Expired 01/2020');
  });

  it('counts a card as valid through the last day of its expiry month', () => {
    const card = { expMonth: 11, expYear: 2026 };
    expect(isCardExpired(card, new Date(2026, 10, 30, 23, 59))).toBe(false);
    expect(isCardExpired(card, new Date(2026, 11, 1))).toBe(true);
    expect(isCardExpired({ expMonth: 12, expYear: 2025 }, new Date(2026, 0, 1))).toBe(true);
  });

  it('deletes a card after she confirms, and keeps it when she changes her mind', async () => {
    const { user } = renderApp({ route: '/profile/payment-methods', user: 'user' });
    const [seeded] = await cardList();
    expect(seeded).toHaveTextContent('Visa ending in 4242');
    await user.click(within(seeded!).getByRole('button', { name: 'Delete Visa ending in 4242' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this card?' });
    expect(dialog).toHaveTextContent('Visa ending in 4242 will be removed from your account.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await cardList()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Delete Visa ending in 4242' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this card?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete card' }));
    expect(await screen.findByText('No saved cards')).toBeInTheDocument();
    expect(
      screen.getByText(
        'When you pay for an order, our payment provider saves your card securely and it appears here.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Card deleted')).toBeInTheDocument();
  });

  it('keeps the card and the dialog open, with the shop’s words, when the delete fails', async () => {
    server.use(
      http.delete(apiPath('/user/payment-methods/:id'), () =>
        HttpResponse.json({ message: { en: 'The provider is not answering.' } }, { status: 503 }),
      ),
    );
    const { user } = renderApp({ route: '/profile/payment-methods', user: 'user' });
    await user.click(await screen.findByRole('button', { name: 'Delete Visa ending in 4242' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this card?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete card' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred. Please try again.');
    expect(alert).not.toHaveTextContent('The provider is not answering.');
    expect(await cardList()).toHaveLength(1);
  });

  it('says it is loading, then that the cards could not be read, and tries again on request', async () => {
    let failing = true;
    server.use(
      http.get(apiPath('/user/payment-methods'), async () => {
        await delay(100);
        if (failing) return HttpResponse.json({ message: { en: 'Server trouble' } }, { status: 500 });
        return HttpResponse.json({ paymentMethods: cards });
      }),
    );
    const { user } = renderApp({ route: '/profile/payment-methods', user: 'user' });
    expect(await screen.findByText('Loading your saved cards…')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your saved cards.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await cardList()).toHaveLength(2);
  });

  it('treats a malformed answer as an error, not a crash', async () => {
    server.use(
      http.get(apiPath('/user/payment-methods'), () =>
        HttpResponse.json({ paymentMethods: [{ id: 'x', brand: 'Visa' }] }),
      ),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp({ route: '/profile/payment-methods', user: 'user' });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your saved cards.');
  });

  it('speaks Arabic on an Arabic page', async () => {
    await act(() => i18next.changeLanguage('ar'));
    renderApp({ route: '/profile/payment-methods', user: 'user' });
    const [card] = await cardList();
    expect(card).toHaveTextContent('Visa تنتهي بـ 4242');
    expect(within(card!).getByRole('button', { name: 'حذف Visa المنتهية بـ 4242' })).toBeInTheDocument();
  });
});
