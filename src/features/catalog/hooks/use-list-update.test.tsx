import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation, useSearchParams } from 'react-router';
import { useAppNavigate } from '@/lib/use-lang';
import { describe, expect, it } from 'vitest';
import { useListUpdate } from './use-list-update';

function Filters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const update = useListUpdate(searchParams, setSearchParams);
  const { search } = useLocation();
  const navigate = useAppNavigate();
  // the callback of the first render, as a timer set then still holds it
  const [first] = useState(() => update);
  return (
    <>
      <output aria-label="address">{search}</output>
      {/* two changes before the router has drawn the first: the sort chosen before the scripts, then her search */}
      <button
        type="button"
        onClick={() => {
          update({ sort: 'price_desc' }, { replace: true });
          update({ q: 'silk' }, { replace: true });
        }}
      >
        Both
      </button>
      <button type="button" onClick={() => update({ category: 'abayas' })}>
        Abayas
      </button>
      <button type="button" onClick={() => update({ sort: 'price_asc' })}>
        Price
      </button>
      <button type="button" onClick={() => first({ q: 'silk' }, { replace: true })}>
        Search from the first render
      </button>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

const renderAt = (entry: string) => {
  const Stub = createRoutesStub([{ path: '/products', Component: Filters }]);
  render(<Stub initialEntries={[entry]} />);
};

describe('useListUpdate', () => {
  it('builds a change on the one asked for before it, while that one is not yet drawn', async () => {
    renderAt('/products');
    await userEvent.click(screen.getByRole('button', { name: 'Both' }));
    expect(await screen.findByRole('status', { name: 'address' })).toHaveTextContent(
      '?q=silk&sort=price_desc',
    );
  });

  it('builds on the drawn address once it is drawn, and starts the list again at its first page', async () => {
    renderAt('/products?q=silk&page=3');
    await userEvent.click(screen.getByRole('button', { name: 'Abayas' }));
    expect(await screen.findByRole('status', { name: 'address' })).toHaveTextContent(
      '?category=abayas&q=silk',
    );
  });

  it('builds on an address drawn by someone else (Back), not on hers it left', async () => {
    renderAt('/products?q=silk');
    const address = screen.getByRole('status', { name: 'address' });
    await userEvent.click(screen.getByRole('button', { name: 'Abayas' }));
    await expect.poll(() => address.textContent).toBe('?category=abayas&q=silk');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await expect.poll(() => address.textContent).toBe('?q=silk');
    await userEvent.click(screen.getByRole('button', { name: 'Price' }));
    await expect.poll(() => address.textContent).toBe('?q=silk&sort=price_asc');
  });

  it("builds on the drawn address when an older render's callback makes the change", async () => {
    renderAt('/products');
    const address = screen.getByRole('status', { name: 'address' });
    await userEvent.click(screen.getByRole('button', { name: 'Price' }));
    await expect.poll(() => address.textContent).toBe('?sort=price_asc');
    await userEvent.click(screen.getByRole('button', { name: 'Search from the first render' }));
    await expect.poll(() => address.textContent).toBe('?q=silk&sort=price_asc');
  });
});
