import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18next } from '@/lib/i18n';
import type { Order, OrderStatus } from '@/domain/schemas';
import { OrderTimeline } from './order-timeline';

beforeAll(async () => {
  await i18next.loadNamespaces(['checkout', 'account']);
});

const placed = '2026-11-02T09:30:00.000Z';
const paid = { method: 'card', status: 'paid', brand: 'Visa', last4: '4242' } as const;
const unpaid = { method: 'card', status: 'pending', brand: null, last4: null } as const;
const declined = { method: 'card', status: 'declined', brand: 'Visa', last4: '0002' } as const;

function order(status: OrderStatus, payment: Order['payment'] = paid) {
  return {
    status,
    createdAt: placed,
    payment,
    confirmationNumber: payment.status === 'paid' ? 'CNF-7Q2K9M4T' : null,
  };
}

/** Each step as [its name, its state] in order; the current one is the step with aria-current. */
function steps() {
  return within(screen.getByTestId('order-timeline'))
    .getAllByRole('listitem')
    .map((li) => [li.querySelector('p')!.firstChild!.textContent, li.dataset.state]);
}
const current = () =>
  within(screen.getByTestId('order-timeline'))
    .getAllByRole('listitem')
    .filter((li) => li.getAttribute('aria-current') === 'step');

describe('order timeline', () => {
  it.each([
    ['pending', unpaid, 0, 'Awaiting payment', 'We are waiting for your payment to be confirmed.'],
    ['confirmed', paid, 1, 'Confirmed', 'Your payment was accepted. Tailoring starts soon.'],
    ['in_tailoring', paid, 2, 'In tailoring', 'Tailoring takes up to 10 days.'],
    ['shipped', paid, 3, 'Shipped', 'Your order is on its way to you.'],
    ['delivered', paid, 4, 'Delivered', 'Your order was delivered.'],
  ] as const)(
    'marks %s as the current step of the five, the steps before it done and the rest still to come',
    (status, payment, index, name, hint) => {
      render(<OrderTimeline order={order(status, payment)} />);
      const all = steps();
      expect(all).toHaveLength(5);
      expect(all.map(([, state]) => state)).toEqual(
        [0, 1, 2, 3, 4].map((i) => (i < index ? 'done' : i === index ? 'current' : 'upcoming')),
      );
      expect(current()).toHaveLength(1);
      expect(current()[0]).toHaveTextContent(name);
      expect(current()[0]).toHaveTextContent(hint);
      // the state is said in words too, not only by colour
      expect(current()[0]).toHaveTextContent('(Current step)');
      // the one date the order gives: the day it was placed, on the first step
      expect(screen.getAllByText('2 November 2026')).toHaveLength(1);
      const first = within(screen.getByTestId('order-timeline')).getAllByRole('listitem')[0]!;
      expect(first).toHaveTextContent(status === 'pending' ? 'Awaiting payment' : 'Order placed');
      expect(first).toHaveTextContent('2 November 2026');
    },
  );

  it.each([
    ['rejected', declined, ['Order placed', 'Rejected'], 'The payment was declined'],
    ['cancelled', unpaid, ['Order placed', 'Cancelled'], 'This order was cancelled.'],
    ['refunded', paid, ['Order placed', 'Confirmed', 'Refunded'], 'This order was refunded to your card.'],
  ] as const)(
    'ends the line at %s, after the steps it is known to have passed',
    (status, payment, names, hint) => {
      render(<OrderTimeline order={order(status, payment)} />);
      expect(steps().map(([n]) => n)).toEqual(names);
      expect(steps().map(([, s]) => s)).toEqual([...names.slice(0, -1).map(() => 'done'), 'current']);
      expect(current()).toHaveLength(1);
      expect(current()[0]).toHaveAttribute('data-status', status);
      expect(current()[0]).toHaveTextContent(hint);
      // nothing after the end: no shipped or delivered still to come
      expect(screen.queryByText('Shipped')).not.toBeInTheDocument();
      expect(screen.queryByText('Delivered')).not.toBeInTheDocument();
    },
  );

  it('speaks Arabic, with the date in Arabic and Latin digits', async () => {
    await i18next.changeLanguage('ar');
    render(<OrderTimeline order={order('shipped')} />);
    expect(current()[0]).toHaveTextContent('(المرحلة الحالية)');
    expect(screen.getByText('2 نوفمبر 2026')).toBeInTheDocument();
  });
});
