import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { i18next } from '@/lib/i18n';
import { server } from '@/mocks/node';
import { apiPath } from '@/mocks/utils';
import { renderApp } from '@/testing/render-app';

const tiles = () => screen.findByRole('region', { name: /^(Shop by category|تسوّقي حسب الفئة)$/ });

describe('the home page’s category tiles', () => {
  it('open the whole collection and each category', async () => {
    renderApp({ route: '/' });
    const region = await tiles();
    expect(within(region).getByRole('link', { name: 'All pieces' })).toHaveAttribute('href', '/products');
    expect(await within(region).findByRole('link', { name: 'Evening dresses' })).toHaveAttribute(
      'href',
      '/products?category=evening-dresses',
    );
    expect(within(region).getAllByRole('link')).toHaveLength(7);
    expect(within(region).queryAllByTestId('category-placeholder')).toHaveLength(0);
  });

  it('are in Arabic on an Arabic page', async () => {
    await act(() => i18next.changeLanguage('ar'));
    renderApp({ route: '/ar' });
    const region = await tiles();
    expect(within(region).getByRole('link', { name: 'كل القطع' })).toHaveAttribute('href', '/ar/products');
    expect(await within(region).findByRole('link', { name: 'قفاطين' })).toHaveAttribute(
      'href',
      '/ar/products?category=kaftans',
    );
  });

  it('keep the whole collection’s tile, and no endless placeholders, when the categories cannot be read', async () => {
    server.use(http.get(apiPath('/categories'), () => new HttpResponse(null, { status: 500 })));
    renderApp({ route: '/' });
    const region = await tiles();
    expect(within(region).getByRole('link', { name: 'All pieces' })).toBeInTheDocument();
    // the placeholders go once the call has failed (its retries too)
    await vi.waitFor(() => expect(within(region).queryAllByTestId('category-placeholder')).toHaveLength(0), {
      timeout: 15_000,
    });
    expect(within(region).getAllByRole('link')).toHaveLength(1);
  });
});
