import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { i18next } from '@/lib/i18n';
import { addresses } from '@/mocks/handlers/addresses';
import { server } from '@/mocks/node';
import { apiPath } from '@/mocks/utils';
import { renderApp } from '@/testing/render-app';

const mine = () => addresses.filter((row) => row.userId === 'u-1001');

function seedSecond() {
  addresses.insert({
    id: 77,
    userId: 'u-1001',
    name: 'Mariam Alsayed',
    phone: '96550001111',
    email: null,
    city: 'Salmiya',
    state: null,
    zip: null,
    country: 'kw',
    details: 'Block 10, Street 5, House 3',
    isDefault: false,
  });
}

describe('Addresses', () => {
  it('lists her addresses with the default first and marked', async () => {
    seedSecond();
    renderApp({ route: '/profile/address', user: 'user' });
    const cards = await screen.findAllByTestId('address-card');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('Noora Alkhalifa');
    expect(cards[0]).toHaveTextContent('Manama');
    expect(within(cards[0]!).getByText('Default')).toBeInTheDocument();
    for (const other of cards.slice(1)) expect(within(other).queryByText('Default')).toBeNull();
  });

  it('adds an address and says "Address saved"', async () => {
    const { user } = renderApp({ route: '/profile/address', user: 'user' });
    await user.click(await screen.findByRole('button', { name: 'Add an address' }));
    const form = screen.getByRole('form', { name: 'Delivery address' });
    await user.type(within(form).getByLabelText('Full name'), 'Mariam Alsayed');
    await user.type(within(form).getByLabelText('Phone number'), '97333999888');
    await user.type(within(form).getByLabelText('Address'), 'Building 5, Road 1, Block 2');
    await user.type(within(form).getByLabelText('City'), 'Riffa');
    await user.click(within(form).getByRole('button', { name: 'Save this address' }));
    expect(await screen.findByText('Address saved')).toBeInTheDocument();
    expect(await screen.findAllByTestId('address-card')).toHaveLength(3);
    expect(mine().map((a) => a.name)).toContain('Mariam Alsayed');
  });

  it('puts the server’s 422 next to the field and keeps what she typed', async () => {
    server.use(
      http.put(apiPath('/user/addresses/:id'), () =>
        HttpResponse.json(
          {
            message: { en: 'Please check the address.' },
            errors: { city: { en: 'We don’t deliver to this city.' } },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderApp({ route: '/profile/address', user: 'user' });
    await user.click(
      await screen.findByRole('button', { name: 'Edit the address of Noora Alkhalifa in Manama' }),
    );
    const city = screen.getByLabelText('City');
    await user.clear(city);
    await user.type(city, 'Atlantis');
    await user.click(screen.getByRole('button', { name: 'Save this address' }));
    expect(await screen.findByText('We don’t deliver to this city.')).toBeInTheDocument();
    expect(city).toHaveValue('Atlantis');
    expect(city).toHaveFocus();
  });

  it('edits an address', async () => {
    const { user } = renderApp({ route: '/profile/address', user: 'user' });
    await user.click(
      await screen.findByRole('button', { name: 'Edit the address of Noora Alkhalifa in Manama' }),
    );
    const city = screen.getByLabelText('City');
    await user.clear(city);
    await user.type(city, 'Muharraq');
    await user.click(screen.getByRole('button', { name: 'Save this address' }));
    expect(await screen.findByText('Address saved')).toBeInTheDocument();
    await waitFor(() => expect(mine().find((a) => a.id === 1)?.city).toBe('Muharraq'));
    await waitFor(() => expect(screen.getAllByTestId('address-card')[0]).toHaveTextContent('Muharraq'));
    expect(screen.getAllByTestId('address-card')[1]).toHaveTextContent('Riffa');
  });

  it('makes another address the default, which then comes first', async () => {
    seedSecond();
    const { user } = renderApp({ route: '/profile/address', user: 'user' });
    await user.click(
      await screen.findByRole('button', {
        name: 'Make the address of Mariam Alsayed in Salmiya your default',
      }),
    );
    expect(await screen.findByText('Address saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('address-card')[0]).toHaveTextContent('Mariam Alsayed'));
    expect(mine().find((a) => a.id === 77)?.isDefault).toBe(true);
    expect(mine().find((a) => a.id === 1)?.isDefault).toBe(false);
  });

  it('deletes an address only after she confirms, and says "Address deleted"', async () => {
    seedSecond();
    const { user } = renderApp({ route: '/profile/address', user: 'user' });
    await user.click(
      await screen.findByRole('button', { name: 'Delete the address of Mariam Alsayed in Salmiya' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(mine()).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Delete the address of Mariam Alsayed in Salmiya' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete this address?' })).getByRole('button', {
        name: 'Delete address',
      }),
    );
    expect(await screen.findByText('Address deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('address-card')).toHaveLength(2));
    expect(mine().map((a) => a.id)).toEqual([1, 2]);
  });

  it('says in the dialog when the delete fails, and keeps the address', async () => {
    server.use(http.delete(apiPath('/user/addresses/:id'), () => HttpResponse.error()));
    const { user } = renderApp({ route: '/profile/address', user: 'user' });
    await user.click(
      await screen.findByRole('button', { name: 'Delete the address of Noora Alkhalifa in Riffa' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete address' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(screen.getAllByTestId('address-card')).toHaveLength(2);
  });

  it('shows an empty state when she has none', async () => {
    addresses.remove(() => true);
    renderApp({ route: '/profile/address', user: 'user' });
    expect(await screen.findByText('You have no saved addresses yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add an address' })).toBeInTheDocument();
  });

  it('says when they cannot be loaded, and loads them on retry', async () => {
    let down = true;
    server.use(
      http.get(apiPath('/user/addresses'), () =>
        down ? HttpResponse.json({ message: { en: 'Server trouble.' } }, { status: 500 }) : undefined,
      ),
    );
    const { user } = renderApp({ route: '/profile/address', user: 'user' });
    expect(await screen.findByText('We couldn’t load your addresses.')).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('address-card')).toHaveLength(2);
  });

  it('takes a number as she types it, and sends it as digits with the address’s country code', async () => {
    const { user } = renderApp({ route: '/profile/address', user: 'user' });
    await user.click(await screen.findByRole('button', { name: 'Add an address' }));
    const form = screen.getByRole('form', { name: 'Delivery address' });
    const phone = within(form).getByLabelText('Phone number');
    expect(phone).toHaveAccessibleDescription(
      'A Bahrain number, such as \u20663312 3456\u2069, or any number with its country code, such as \u2066+973 3312 3456\u2069',
    );
    await user.type(within(form).getByLabelText('Full name'), 'Mariam Alsayed');
    await user.type(phone, '3312-3456');
    await user.type(within(form).getByLabelText('Address'), 'Building 5, Road 1, Block 2');
    await user.type(within(form).getByLabelText('City'), 'Riffa');
    await user.click(within(form).getByRole('button', { name: 'Save this address' }));
    expect(await screen.findByText('Address saved')).toBeInTheDocument();
    expect(mine().find((a) => a.name === 'Mariam Alsayed')?.phone).toBe('97333123456');
  });

  it('reads a number with + or 00 as written with its own country code', async () => {
    const { user } = renderApp({ route: '/profile/address', user: 'user' });
    await user.click(await screen.findByRole('button', { name: 'Add an address' }));
    const form = screen.getByRole('form', { name: 'Delivery address' });
    await user.type(within(form).getByLabelText('Full name'), 'Mariam Alsayed');
    await user.type(within(form).getByLabelText('Phone number'), '00966 50 123 4567');
    await user.type(within(form).getByLabelText('Address'), 'Building 5, Road 1, Block 2');
    await user.type(within(form).getByLabelText('City'), 'Riffa');
    await user.click(within(form).getByRole('button', { name: 'Save this address' }));
    expect(await screen.findByText('Address saved')).toBeInTheDocument();
    expect(mine().find((a) => a.name === 'Mariam Alsayed')?.phone).toBe('966501234567');
  });

  it('asks for a number of the address’s country, and reads it again when the country changes', async () => {
    const { user } = renderApp({ route: '/profile/address', user: 'user' });
    await user.click(await screen.findByRole('button', { name: 'Add an address' }));
    const form = screen.getByRole('form', { name: 'Delivery address' });
    await user.selectOptions(within(form).getByLabelText('Country'), 'sa');
    const phone = within(form).getByLabelText('Phone number');
    expect(phone).toHaveAccessibleDescription(/^A Saudi Arabia number, such as \u206650 123 4567\u2069/);
    await user.type(phone, '3312 3456');
    await user.tab();
    expect(phone).toHaveAccessibleDescription(/^This isn’t a Saudi Arabia number/);
    await user.selectOptions(within(form).getByLabelText('Country'), 'bh');
    await waitFor(() => expect(phone).not.toHaveAttribute('aria-invalid'));
  });

  it('shows each number grouped, with its country code, in the list and in the form', async () => {
    seedSecond();
    const { user } = renderApp({ route: '/profile/address', user: 'user' });
    const cards = await screen.findAllByTestId('address-card');
    expect(cards[0]).toHaveTextContent('+973 3312 3456');
    expect(cards.find((card) => card.textContent?.includes('Salmiya'))).toHaveTextContent('+965 5000 1111');
    await user.click(screen.getByRole('button', { name: 'Edit the address of Mariam Alsayed in Salmiya' }));
    expect(screen.getByLabelText('Phone number')).toHaveValue('+965 5000 1111');
    await user.click(screen.getByRole('button', { name: 'Save this address' }));
    expect(await screen.findByText('Address saved')).toBeInTheDocument();
    expect(mine().find((a) => a.id === 77)?.phone).toBe('96550001111');
  });

  it('explains the expected number in Arabic', async () => {
    await i18next.changeLanguage('ar');
    const { user } = renderApp({ route: '/ar/profile/address', user: 'user' });
    await user.click(await screen.findByRole('button', { name: 'أضيفي عنواناً' }));
    const phone = screen.getByLabelText('رقم الهاتف');
    expect(phone).toHaveAccessibleDescription(
      'رقم من البحرين مثل \u20663312 3456\u2069، أو أي رقم مع رمز دولته مثل \u2066+973 3312 3456\u2069',
    );
    await user.type(phone, '3312');
    await user.tab();
    expect(phone).toHaveAccessibleDescription(/^هذا ليس رقماً من البحرين/);
  });

  it('speaks Arabic under /ar', async () => {
    await i18next.changeLanguage('ar');
    renderApp({ route: '/ar/profile/address', user: 'user' });
    expect(await screen.findByRole('button', { name: 'أضيفي عنواناً' })).toBeInTheDocument();
    expect(await screen.findByText('الافتراضي')).toBeInTheDocument();
  });
});
