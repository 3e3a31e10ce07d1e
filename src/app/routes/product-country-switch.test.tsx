import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/browser';
import { i18next } from '@/lib/i18n';
import { catalog } from '@/mocks/data/catalog';
import { renderApp } from '@/testing/render-app';

// Spec 4: the country switch stores the choice and reloads the page. Her size method and what she has typed stay,
// as they do across the language switch (issue item 2).
const noor = catalog.find((row) => row.product.code === 'ABY-001')!.product;
const route = `/products/${noor.id}`;
const INCHES = 'inches';

async function openProduct(path = route, name = 'Noor Open Abaya') {
  const view = renderApp({ route: path });
  await screen.findByRole('heading', { level: 1, name });
  return view;
}

/** Picks a country in the header, as the page reloads: the shop is drawn again from nothing at the same address. */
async function switchCountry(view: Awaited<ReturnType<typeof openProduct>>, code: string, path = route) {
  const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
  const [select] = screen.getAllByRole('combobox', { name: /Country|الدولة/ });
  await view.user.selectOptions(select!, code);
  expect(reload).toHaveBeenCalledTimes(1);
  view.unmount();
  return openProduct(path, i18next.language === 'ar' ? noor.p_name.ar! : 'Noor Open Abaya');
}

// each draws the shop twice (the reload): slow on a busy machine, never waiting on a clock
describe('the country switch on a piece’s page', () => {
  it('keeps her custom size and the measurements she has typed, in the new currency', async () => {
    const view = await openProduct();
    await view.user.click(screen.getByRole('radio', { name: /Custom size/ }));
    await view.user.click(screen.getByRole('radio', { name: INCHES }));
    await view.user.type(screen.getByLabelText('Bust (in)'), '36');
    await view.user.type(screen.getByLabelText('Waist (in)'), '28.5');
    await switchCountry(view, 'sa');
    expect(screen.getByRole('radio', { name: /Custom size/ })).toBeChecked();
    expect(screen.getByLabelText('Bust (in)')).toHaveValue('36');
    expect(screen.getByLabelText('Waist (in)')).toHaveValue('28.5');
    await waitFor(() => expect(screen.getByTestId('product-price')).toHaveTextContent('SAR'));
  });

  it('keeps her standard size', async () => {
    const view = await openProduct();
    await view.user.click(screen.getByRole('radio', { name: 'L' }));
    await switchCountry(view, 'ae');
    expect(screen.getByRole('radio', { name: 'L' })).toBeChecked();
  });

  it('keeps them on the Arabic page too, Arabic digits as she typed them', async () => {
    await act(() => i18next.changeLanguage('ar'));
    const arabic = `/ar${route}`;
    const view = await openProduct(arabic, noor.p_name.ar!);
    await view.user.click(screen.getByRole('radio', { name: /مقاس خاص/ }));
    await view.user.type(screen.getByLabelText('محيط الصدر (سم)'), '٩٠');
    await switchCountry(view, 'kw', arabic);
    expect(screen.getByRole('radio', { name: /مقاس خاص/ })).toBeChecked();
    expect(screen.getByLabelText('محيط الصدر (سم)')).toHaveValue('٩٠');
  });

  it('makes a home visit chosen in Bahrain a standard size where none is offered', async () => {
    const view = await openProduct();
    await view.user.click(screen.getByRole('radio', { name: /Home measurement/ }));
    await switchCountry(view, 'om');
    expect(screen.getByRole('radio', { name: /Home measurement/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Standard size/ })).toBeChecked();
  });
}, 60_000);
