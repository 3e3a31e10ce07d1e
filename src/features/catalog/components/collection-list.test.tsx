import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { i18next } from '@/lib/i18n';
import { local, storageKeys } from '@/lib/storage';
import { productSchema, type Product } from '@/domain/schemas';
import { catalog } from '@/mocks/data/catalog';
import { server } from '@/mocks/node';
import { apiPath } from '@/mocks/utils';
import { renderApp } from '@/testing/render-app';
import type { ProductList } from '../api/get-products';

// The collection as the build prerendered it (docs/decisions/0036): the route's build-time loader gave the page
// its first page, which the page shows at once and then replaces with the list as it is now.
const ROUTE = 'app/routes/products';
const newest = [...catalog]
  .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  .map((row) => productSchema.parse(row.product));

/** The build's first page, its newest piece at a price the API no longer gives (the build is older). */
function builtPage(): ProductList {
  const products: Product[] = newest.slice(0, 12).map((p, i) => (i === 0 ? { ...p, p_price: 1 } : p));
  return { products, page: 1, pageSize: 12, total: catalog.length };
}

const grid = () => screen.findByRole('list', { name: 'Products' });
const eventually = (check: () => unknown) => waitFor(check);

describe('the collection prerendered with its first page', () => {
  it("shows the build's cards without a skeleton, then the pieces as they are now", async () => {
    // the list's request waits until the test lets it through (then the mock answers it)
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(http.get(apiPath('/products'), () => held.then(() => undefined)));
    renderApp({ route: '/products', loaderData: { [ROUTE]: { list: builtPage() } } });
    const first = within(await grid()).getByRole('link', { name: new RegExp(newest[0]!.p_name.en) });
    // no skeleton ever stood in for the build's cards
    expect(screen.queryByText('Loading the collection…')).not.toBeInTheDocument();
    expect(within(first).getByText('BHD 1.000')).toBeInTheDocument();
    expect(screen.getByText(`${catalog.length} pieces`)).toBeInTheDocument();
    answer();
    await eventually(() =>
      expect(
        within(screen.getByRole('link', { name: new RegExp(newest[0]!.p_name.en) })).getByText(
          /^BHD (?!1\.000)/,
        ),
      ).toBeInTheDocument(),
    );
    expect(screen.queryByText('BHD 1.000')).not.toBeInTheDocument();
  });

  it("never lets the build's page stand for an address asking for another", async () => {
    const kaftans = catalog.filter((row) => /kaftan/i.test(row.product.p_name.en));
    expect(kaftans.length).toBeGreaterThan(0);
    renderApp({ route: '/products?q=kaftan', loaderData: { [ROUTE]: { list: builtPage() } } });
    await eventually(() => expect(screen.getByText(/pieces? for “kaftan”/)).toBeInTheDocument());
    await eventually(() =>
      expect(
        within(screen.getByRole('list', { name: 'Products' }))
          .getAllByRole('heading', { level: 2 })
          .every((h) => /kaftan/i.test(h.textContent ?? '')),
      ).toBe(true),
    );
    expect(screen.queryByText('BHD 1.000')).not.toBeInTheDocument();
  });

  it('says the pieces could not be refreshed and offers to try again, then shows them as they are now', async () => {
    let fail = true;
    server.use(
      http.get(apiPath('/products'), () =>
        fail
          ? HttpResponse.json(
              { message: { en: 'The shop is resting.', ar: 'المتجر في استراحة.' } },
              { status: 500 },
            )
          : undefined,
      ),
    );
    const { user } = renderApp({ route: '/products', loaderData: { [ROUTE]: { list: builtPage() } } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not refresh the pieces');
    // a 5xx's own words never reach her (lib/api-error): the shop's own say what happened
    expect(alert).toHaveTextContent('An error occurred. Please try again.');
    expect(alert).not.toHaveTextContent('The shop is resting.');
    // her own prices are the build's (she shops in Bahrain): nothing is hidden, nothing to explain
    expect(alert).not.toHaveTextContent(/hidden/);
    // the build's cards stay, with their links
    expect(within(await grid()).getByRole('link', { name: new RegExp(newest[0]!.p_name.en) })).toBeVisible();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await eventually(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.queryByText('BHD 1.000')).not.toBeInTheDocument();
  });

  it('tells a shopper of another country why the prices are missing, in Arabic', async () => {
    local.set(storageKeys.country, 'sa');
    await act(() => i18next.changeLanguage('ar'));
    let fail = true;
    server.use(http.get(apiPath('/products'), () => (fail ? HttpResponse.error() : undefined)));
    const { user } = renderApp({ route: '/products', loaderData: { [ROUTE]: { list: builtPage() } } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('تعذّر علينا تحديث القطع');
    expect(alert).toHaveTextContent('أسعارها مخفية');
    expect(alert).toHaveTextContent('ر.س');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'حاولي مرة أخرى' }));
    await eventually(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    // the pieces as they are now, priced in riyals
    await eventually(() =>
      expect(within(screen.getByRole('list', { name: 'المنتجات' })).getAllByText(/ر\.س/)).toHaveLength(12),
    );
  });
});
