import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';

// Compile the lazy screens before the clock starts: on a busy machine the first render would time out.
beforeAll(async () => {
  await Promise.all([import('./faqs')]);
}, 60_000);

describe('FAQs', () => {
  it('lists twelve questions, all closed at first', async () => {
    renderApp({ route: '/faqs' });
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' });
    const questions = within(screen.getByRole('main')).getAllByRole('group');
    expect(questions).toHaveLength(12);
    for (const question of questions) expect(question).not.toHaveAttribute('open');
    expect(screen.getByText(/up to 10 days from the day you order/)).not.toBeVisible();
  });

  it('opens and closes answers once the page works, and moves between questions with the arrow keys', async () => {
    const { user } = renderApp({ route: '/faqs' });
    const first = await screen.findByText('How long does a custom order take?', {});
    const answer = screen.getByText(/up to 10 days from the day you order/);
    await user.click(first);
    expect(answer).toBeVisible();

    first.focus();
    await user.keyboard('{ArrowDown}');
    const second = screen.getByText('Can I return a ready-made piece?');
    expect(second).toHaveFocus();
    await user.click(second);
    expect(screen.getByText(/within 14 days/)).toBeVisible();

    await user.keyboard('{End}');
    expect(screen.getByText('Which measurement option should I choose?')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByText('Which measurement option should I choose?')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(first).toHaveFocus();

    await user.click(first);
    expect(answer).not.toBeVisible();
    expect(screen.getByText(/within 14 days/)).toBeVisible();
  });

  it('answers from the business rules: returns, defects, payment, changes, home measurement, delivery, countries, sizes', async () => {
    renderApp({ route: '/faqs' });
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' });
    const main = screen.getByRole('main');
    for (const fact of [
      /up to 10 days/,
      /returned within 14 days/,
      /within 7 days of delivery/,
      /By debit or credit card, in full, when you place your order/,
      /can no longer be changed or cancelled/,
      /in Bahrain only\. .* The fee is BHD 4\.900 per order/,
      /free in Bahrain\. Elsewhere in the Gulf a flat fee of BHD 3\.500 per order/,
      /Bahrain \(BHD\), Saudi Arabia \(SAR\), the United Arab Emirates \(AED\), Kuwait \(KWD\), Qatar \(QAR\) and Oman \(OMR\)/,
      /from XS to XXL/,
      /BHD 2\.900 per piece.*BHD 5\.000 per piece/,
    ]) {
      expect(main).toHaveTextContent(fact);
    }
    expect(screen.getByRole('link', { name: 'Open the measuring guide', hidden: true })).toHaveAttribute(
      'href',
      '/how-to-measure',
    );
  });
});
