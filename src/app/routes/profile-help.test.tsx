import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18next } from '@/lib/i18n';
import { renderApp } from '@/testing/render-app';

describe('help', () => {
  it('says how to reach the shop: the contact page, WhatsApp and phone', async () => {
    renderApp({ route: '/profile/help', user: 'user' });
    const reach = await screen.findByRole('region', { name: 'Talk to us' });
    expect(screen.getAllByRole('heading', { level: 2, name: 'Help' }).length).toBeGreaterThan(0);
    expect(within(reach).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
    const whatsapp = within(reach).getByRole('link', { name: /WhatsApp/ });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/97317000000');
    expect(whatsapp).toHaveAttribute('rel', expect.stringContaining('noopener'));
    const phone = within(reach).getByRole('link', { name: '+973 1700 0000' });
    expect(phone).toHaveAttribute('href', 'tel:+97317000000');
    expect(within(reach).getByText(/Saturday to Thursday/)).toBeInTheDocument();
  });

  it('leads to the FAQs and states the policies that matter after buying (spec 9)', async () => {
    renderApp({ route: '/profile/help', user: 'user' });
    expect(await screen.findByRole('link', { name: 'Read the FAQs' })).toHaveAttribute('href', '/faqs');
    const policies = screen.getByTestId('help-policies');
    expect(policies).toHaveTextContent('take up to 10 days');
    expect(policies).toHaveTextContent('returned within 14 days of delivery');
    expect(policies).toHaveTextContent('within 7 days of delivery');
    expect(policies).toHaveTextContent('Once placed, an order cannot be changed or cancelled.');
    expect(screen.getByRole('link', { name: 'Read the terms and conditions' })).toHaveAttribute(
      'href',
      '/terms&conidtions',
    );
  });

  it('speaks Arabic, with the number left to right and the links kept under /ar', async () => {
    await i18next.changeLanguage('ar');
    renderApp({ route: '/ar/profile/help', user: 'user' });
    expect(await screen.findByRole('region', { name: 'تواصلي معنا' })).toBeInTheDocument();
    const phone = screen.getByRole('link', { name: '+973 1700 0000' });
    expect(within(phone).getByText('+973 1700 0000')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('link', { name: 'اقرئي الأسئلة الشائعة' })).toHaveAttribute('href', '/ar/faqs');
    expect(screen.getByTestId('help-policies')).toHaveTextContent('خلال 14 يوماً من التوصيل');
  });

  it('sends a guest to sign in first', async () => {
    const { router } = renderApp({ route: '/profile/help' });
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/login');
  });
});
