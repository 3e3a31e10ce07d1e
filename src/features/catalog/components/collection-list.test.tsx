import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { productSchema, type Product } from '@/lib/schemas';
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

const grid = () => screen.findByRole('list', { name: 'Products' }, { timeout: 5000 });
const eventually = (check: () => unknown) => waitFor(check, { timeout: 5000 });

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
});
