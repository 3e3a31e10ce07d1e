import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { i18next } from '@/lib/i18n';
import { savedMeasurements } from '@/mocks/handlers/profile';
import { server } from '@/mocks/node';
import { apiPath } from '@/mocks/utils';
import { renderApp } from '@/testing/render-app';

const saved = () => savedMeasurements.find((row) => row.userId === 'u-1001')?.measurements;

describe('My measurements', () => {
  it('shows her saved measurements and saves a change with PUT /user/measurements', async () => {
    const { user } = renderApp({ route: '/profile/measurements', user: 'user' });
    const waist = await screen.findByLabelText('Waist (cm)');
    expect(waist).toHaveValue('68');
    expect(screen.getByLabelText('Bust (cm)')).toHaveValue('90');
    await user.clear(waist);
    await user.type(waist, '70');
    await user.click(screen.getByRole('button', { name: 'Save measurements' }));
    expect(await screen.findByText('Your measurements are saved.')).toBeInTheDocument();
    expect(saved()).toMatchObject({ unit: 'cm', waist: 70, bust: 90 });
  });

  it('shows an empty state when she has none, and saves them in inches', async () => {
    savedMeasurements.remove(() => true);
    const { user } = renderApp({ route: '/profile/measurements', user: 'user' });
    expect(await screen.findByTestId('measurements-empty')).toHaveTextContent('No measurements saved yet');
    await user.click(screen.getByRole('radio', { name: 'inches' }));
    const values = {
      Bust: '36',
      'Under bust': '30',
      Waist: '28',
      Hips: '38',
      'Shoulder width': '15',
      'Body height': '64',
    };
    for (const [label, value] of Object.entries(values)) {
      await user.type(screen.getByLabelText(`${label} (in)`), value);
    }
    await user.click(screen.getByRole('button', { name: 'Save measurements' }));
    expect(await screen.findByText('Your measurements are saved.')).toBeInTheDocument();
    expect(saved()).toEqual({
      unit: 'in',
      bust: 36,
      underBust: 30,
      waist: 28,
      hips: 38,
      shoulderWidth: 15,
      bodyHeight: 64,
    });
  });

  it('checks the product page’s bounds before calling, the first wrong field focused', async () => {
    const { user } = renderApp({ route: '/profile/measurements', user: 'user' });
    const hips = await screen.findByLabelText('Hips (cm)');
    await user.clear(hips);
    await user.type(hips, '9');
    await user.click(screen.getByRole('button', { name: 'Save measurements' }));
    expect(await screen.findByText('Enter a number between 70 and 170 cm')).toBeInTheDocument();
    expect(hips).toHaveFocus();
    expect(saved()).toMatchObject({ hips: 98 });
  });

  it('puts the server’s 422 messages next to their fields and keeps what she typed', async () => {
    server.use(
      http.put(apiPath('/user/measurements'), () =>
        HttpResponse.json(
          {
            message: { en: 'Please check your measurements.' },
            errors: { waist: { en: 'This waist looks wrong.' } },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderApp({ route: '/profile/measurements', user: 'user' });
    const waist = await screen.findByLabelText('Waist (cm)');
    await user.clear(waist);
    await user.type(waist, '71');
    await user.click(screen.getByRole('button', { name: 'Save measurements' }));
    expect(await screen.findByText('This waist looks wrong.')).toBeInTheDocument();
    expect(waist).toHaveAccessibleDescription('This waist looks wrong.');
    expect(waist).toHaveValue('71');
  });

  it('questions a saved set that cannot all be right, and saves it once she confirms it', async () => {
    savedMeasurements.update(
      (row) => row.userId === 'u-1001',
      (row) => ({ ...row, measurements: { ...row.measurements, waist: 98, hips: 78 } }),
    );
    const { user } = renderApp({ route: '/profile/measurements', user: 'user' });
    expect(await screen.findByTestId('measurements-check')).toHaveTextContent(
      'Your waist (98 cm) is far larger than your hips (78 cm).',
    );
    const bust = screen.getByLabelText('Bust (cm)');
    await user.clear(bust);
    await user.type(bust, '91');
    await user.click(screen.getByRole('button', { name: 'Save measurements' }));
    const confirm = screen.getByRole('checkbox', { name: 'I have checked them: they are right' });
    await waitFor(() => expect(confirm).toHaveFocus());
    expect(saved()).toMatchObject({ bust: 90 });
    await user.click(confirm);
    await user.click(screen.getByRole('button', { name: 'Save measurements' }));
    expect(await screen.findByText('Your measurements are saved.')).toBeInTheDocument();
    expect(saved()).toMatchObject({ bust: 91, waist: 98, hips: 78 });
  });

  it('says when they cannot be loaded, and loads them on retry', async () => {
    let down = true;
    server.use(http.get(apiPath('/user/measurements'), () => (down ? HttpResponse.error() : undefined)));
    const { user } = renderApp({ route: '/profile/measurements', user: 'user' });
    expect(await screen.findByText('We couldn’t load your measurements.')).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Waist (cm)')).toHaveValue('68');
  });

  it('speaks Arabic under /ar', async () => {
    await i18next.changeLanguage('ar');
    renderApp({ route: '/ar/profile/measurements', user: 'user' });
    expect(await screen.findByRole('button', { name: 'احفظي المقاسات' })).toBeInTheDocument();
  });
});
