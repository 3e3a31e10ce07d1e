import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { productSchema, type Product } from '@/domain/schemas';
import { catalog } from '@/mocks/data/catalog';
import { server } from '@/mocks/node';
import { apiPath } from '@/mocks/utils';
import { ProductGate } from './product-gate';

// A prerendered piece's page (decision 0028): the piece as the build had it is drawn at once, and the piece as the
// API has it now replaces it.
const built = productSchema.parse(catalog[0]!.product);

function open(answer: (id: string) => Response | Promise<Response>) {
  server.use(http.get(apiPath('/products/:id'), ({ params }) => answer(String(params.id))));
  const client = createQueryClient({ retry: false });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ProductGate id={built.id} built={built}>
          {(piece: Product) => (
            <>
              <h1>{piece.p_name.en}</h1>
              <p data-testid="price">{piece.p_price}</p>
            </>
          )}
        </ProductGate>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("a piece's page with the build's piece", () => {
  it('draws it at once, then what the API says of it now', async () => {
    open(async () => {
      await delay(50);
      return HttpResponse.json({ product: { ...catalog[0]!.product, p_price: 99.5, currency: 'BHD' } });
    });
    // no skeleton: the build's piece on the first render
    expect(screen.getByRole('heading', { level: 1, name: built.p_name.en })).toBeInTheDocument();
    expect(screen.getByTestId('price')).toHaveTextContent(String(built.p_price));
    expect(await screen.findByText('99.5')).toBeInTheDocument();
  });

  it('says the piece is gone when it was taken out of the catalog since the build', async () => {
    open(() => HttpResponse.json({ message: { en: 'Not found.' } }, { status: 404 }));
    expect(screen.getByRole('heading', { level: 1, name: built.p_name.en })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We couldn’t find this piece' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(built.p_name.en)).not.toBeInTheDocument();
  });

  it('offers to try again when the API cannot say what it is now, rather than a price it cannot vouch for', async () => {
    open(() => HttpResponse.json({ message: { en: 'Down.' } }, { status: 503 }));
    expect(await screen.findByRole('button', { name: /try again/i })).toBeInTheDocument();
    expect(screen.queryByTestId('price')).not.toBeInTheDocument();
  });
});
