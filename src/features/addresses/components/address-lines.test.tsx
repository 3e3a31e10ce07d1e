import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Address } from '@/domain/schemas';
import { AddressLines } from './address-lines';

const address: Address = {
  id: 1,
  name: 'Noora Alkhalifa',
  phone: '+97333123456',
  email: null,
  city: 'Manama',
  state: null,
  zip: null,
  country: 'bh',
  details: 'Building 1021, Road 3621',
  isDefault: true,
};

describe('AddressLines', () => {
  it('marks her name, address and phone private for the session recording', async () => {
    render(<AddressLines address={address} />);
    // eslint-disable-next-line testing-library/no-node-access -- the mask is an ancestor's attribute
    const masked = (await screen.findByText('Noora Alkhalifa')).closest('[data-private]');
    expect(masked).not.toBeNull();
    expect(masked).toHaveTextContent('Building 1021, Road 3621');
    expect(masked).toHaveTextContent('Manama');
    expect(masked).toHaveTextContent('+973 3312 3456');
  });
});
