import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalog } from '@/mocks/data/catalog';
import { savedMeasurements } from '@/mocks/handlers/profile';
import { server } from '@/mocks/node';
import { renderApp } from '@/testing/render-app';

// ABY-001 Noor Open Abaya (has a designer's cut, so Add to cart needs only her size)
const noor = catalog.find((row) => row.product.code === 'ABY-001')!.product;
const saved = () => savedMeasurements.find((row) => row.userId === 'u-1001')?.measurements;

async function openCustomSize(user: null | 'user') {
  const view = renderApp({ route: `/products/${noor.id}`, user });
  await screen.findByRole('heading', { level: 1, name: 'Noor Open Abaya' });
  await view.user.click(screen.getByRole('radio', { name: /Custom size/ }));
  return view;
}

describe('the custom size and her saved measurements', () => {
  it('fills in her saved measurements with one press, still hers to change', async () => {
    const { user } = await openCustomSize('user');
    await user.click(await screen.findByRole('button', { name: 'Use my saved measurements' }));
    expect(screen.getByLabelText('Bust (cm)')).toHaveValue('90');
    expect(screen.getByLabelText('Under bust (cm)')).toHaveValue('76');
    expect(screen.getByLabelText('Waist (cm)')).toHaveValue('68');
    expect(screen.getByLabelText('Hips (cm)')).toHaveValue('98');
    expect(screen.getByLabelText('Shoulder width (cm)')).toHaveValue('38');
    expect(screen.getByLabelText('Body height (cm)')).toHaveValue('163');
    expect(screen.getByText(/Your saved measurements are filled in/)).toBeInTheDocument();
  });

  it('fills them in their own unit (inches)', async () => {
    savedMeasurements.update(
      (row) => row.userId === 'u-1001',
      (row) => ({
        ...row,
        measurements: {
          unit: 'in',
          bust: 36,
          underBust: 30,
          waist: 28,
          hips: 38,
          shoulderWidth: 15,
          bodyHeight: 64,
        },
      }),
    );
    const { user } = await openCustomSize('user');
    await user.click(await screen.findByRole('button', { name: 'Use my saved measurements' }));
    expect(screen.getByRole('radio', { name: 'inches' })).toBeChecked();
    expect(screen.getByLabelText('Waist (in)')).toHaveValue('28');
  });

  it('offers nothing to a customer with none saved, nor to a guest', async () => {
    savedMeasurements.remove(() => true);
    const first = await openCustomSize('user');
    expect(screen.getByText('Save to my measurements')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use my saved measurements' })).toBeNull();
    first.unmount();
    localStorage.clear();
    await openCustomSize(null);
    expect(screen.queryByRole('button', { name: 'Use my saved measurements' })).toBeNull();
    expect(screen.queryByText('Save to my measurements')).toBeNull();
  });

  it('saves the custom size she entered to her account once the piece is added, when she asks to', async () => {
    const puts: unknown[] = [];
    const listener = async ({ request }: { request: Request }) => {
      if (request.method === 'PUT' && request.url.endsWith('/user/measurements'))
        puts.push(await request.clone().json());
    };
    server.events.on('request:start', listener);
    const { user } = await openCustomSize('user');
    const values = {
      Bust: '92',
      'Under bust': '78',
      Waist: '70',
      Hips: '100',
      'Shoulder width': '39',
      'Body height': '165',
    };
    for (const [label, value] of Object.entries(values)) {
      await user.type(screen.getByLabelText(`${label} (cm)`), value);
    }
    await user.click(screen.getByRole('checkbox', { name: 'Save to my measurements' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Your measurements are saved to your account.')).toBeInTheDocument();
    await waitFor(() =>
      expect(saved()).toEqual({
        unit: 'cm',
        bust: 92,
        underBust: 78,
        waist: 70,
        hips: 100,
        shoulderWidth: 39,
        bodyHeight: 165,
      }),
    );
    expect(puts).toHaveLength(1);
    server.events.removeListener('request:start', listener);
  });

  it('leaves her saved measurements alone when she does not tick the box', async () => {
    const before = saved();
    const { user } = await openCustomSize('user');
    await user.click(await screen.findByRole('button', { name: 'Use my saved measurements' }));
    const waist = screen.getByLabelText('Waist (cm)');
    await user.clear(waist);
    await user.type(waist, '72');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(saved()).toEqual(before);
  });
});
