import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { i18next } from '@/lib/i18n';
import { users } from '@/mocks/data/users';
import { server } from '@/mocks/node';
import { apiPath } from '@/mocks/utils';
import { renderApp } from '@/testing/render-app';

const noora = () => users.find((u) => u.id === 'u-1001')!;

describe('My details', () => {
  it('shows a skeleton while her details load, then her details with the email not editable', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(apiPath('/user/profile'), async () => {
        await gate;
        return undefined;
      }),
    );
    renderApp({ route: '/profile', user: 'user' });
    expect(await screen.findByTestId('account-skeleton')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your details…');
    release();
    expect(await screen.findByLabelText('First name')).toHaveValue('Noora');
    expect(screen.getByLabelText('Last name')).toHaveValue('Alkhalifa');
    expect(screen.getByLabelText('Country')).toHaveValue('bh');
    expect(screen.getByLabelText('How did you hear about us?')).toHaveValue('instagram');
    expect(screen.getByLabelText('Year')).toHaveValue('1994');
    // shown, not a field she can change
    expect(screen.getByTestId('details-email')).toHaveTextContent('noora@example.com');
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
  });

  it('saves her new name and country with PUT /user/profile and says so', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PUT' && request.url.endsWith('/user/profile'))
        bodies.push(await request.clone().json());
    });
    const { user } = renderApp({ route: '/profile', user: 'user' });
    const first = await screen.findByLabelText('First name');
    await user.clear(first);
    await user.type(first, 'Nouf');
    await user.selectOptions(screen.getByLabelText('Country'), 'kw');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your details are saved.')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        firstName: 'Nouf',
        lastName: 'Alkhalifa',
        country: 'kw',
        birthDate: '1994-03-12',
        heardFrom: 'instagram',
      },
    ]);
    expect(noora()).toMatchObject({ firstName: 'Nouf', country: 'kw' });
    server.events.removeAllListeners();
  });

  it('checks spec 5’s rules before calling: a name with a space, under 16', async () => {
    const { user } = renderApp({ route: '/profile', user: 'user' });
    const first = await screen.findByLabelText('First name');
    await user.clear(first);
    await user.type(first, 'No ra');
    const youngest = String(new Date().getUTCFullYear() - 15);
    await user.selectOptions(screen.getByLabelText('Year'), youngest);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Use letters only, with no spaces')).toBeInTheDocument();
    expect(screen.getByText('You must be 16+ years old to use the product')).toBeInTheDocument();
    expect(first).toHaveFocus();
    expect(noora().firstName).toBe('Noora');
  });

  it('puts the server’s 422 messages next to their fields and keeps what she typed', async () => {
    server.use(
      http.put(apiPath('/user/profile'), () =>
        HttpResponse.json(
          {
            message: { en: 'Please check the highlighted fields.', ar: 'راجعي الحقول.' },
            errors: { lastName: { en: 'This last name is not accepted.', ar: 'اسم العائلة غير مقبول.' } },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderApp({ route: '/profile', user: 'user' });
    const last = await screen.findByLabelText('Last name');
    await user.clear(last);
    await user.type(last, 'Alsayed');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This last name is not accepted.')).toBeInTheDocument();
    expect(last).toHaveAccessibleDescription('This last name is not accepted.');
    expect(last).toHaveFocus();
    expect(last).toHaveValue('Alsayed');
    expect(screen.getByText('Please check the highlighted fields.')).toBeInTheDocument();
  });

  it('keeps what she typed when the save fails with a network error', async () => {
    server.use(http.put(apiPath('/user/profile'), () => HttpResponse.error()));
    const { user } = renderApp({ route: '/profile', user: 'user' });
    const first = await screen.findByLabelText('First name');
    await user.clear(first);
    await user.type(first, 'Nouf');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const alert = await screen.findByText('What you typed is kept: please try again.');
    expect(alert).toBeInTheDocument();
    expect(first).toHaveValue('Nouf');
  });

  it('says when her details cannot be loaded, and loads them on retry', async () => {
    let down = true;
    server.use(
      http.get(apiPath('/user/profile'), () =>
        down ? new HttpResponse('<html>502 Bad Gateway</html>', { status: 502 }) : undefined,
      ),
    );
    const { user } = renderApp({ route: '/profile', user: 'user' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('We couldn’t load your details.')).toBeInTheDocument();
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('First name')).toHaveValue('Noora');
  });

  it('speaks Arabic under /ar', async () => {
    await i18next.changeLanguage('ar');
    renderApp({ route: '/ar/profile', user: 'user' });
    expect(await screen.findByRole('heading', { name: 'بياناتي', level: 2 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'احفظي التغييرات' })).toBeInTheDocument();
  });
});
