import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';

// Spec 3's table, copied here by hand so the page is checked against the spec, not against itself.
const SPEC_3 = [
  ['XS', '31-33', '79-84', '23-25', '58-63', '33-35', '84-89'],
  ['S', '33-35', '84-89', '25-27', '63-68', '35-37', '89-94'],
  ['M', '35-37', '89-94', '27-29', '68-73', '37-39', '94-99'],
  ['L', '38-40', '96-102', '30-32', '76-81', '40-42', '102-107'],
  ['XL', '41-43', '104-109', '33-35', '84-89', '43-45', '109-114'],
  ['XXL', '44-46', '112-117', '36-38', '91-96', '46-48', '117-122'],
];

const readRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(2) // the two header rows
    .map((row) =>
      [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) =>
        (cell.textContent ?? '').replace('–', '-'),
      ),
    );

// Compile the lazy screens before the clock starts: on a busy machine the first render would time out.
beforeAll(async () => {
  await Promise.all([import('./size-chart'), import('./size-guide')]);
}, 60_000);

describe('size chart', () => {
  it('shows exactly the numbers of spec 3, in inches and centimetres', async () => {
    renderApp({ route: '/size-chart' });
    const table = await screen.findByRole('table', {
      name: 'Body measurements by size, in inches and centimetres',
    });
    expect(readRows(table)).toEqual(SPEC_3);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Size', 'Bust', 'Waist', 'Hips', 'in', 'cm', 'in', 'cm', 'in', 'cm']);
  });

  it('shows only the size table on its page', async () => {
    renderApp({ route: '/size-chart' });
    await screen.findByRole('heading', { level: 1, name: 'Size chart' });
    expect(screen.getAllByRole('table')).toHaveLength(1);
    expect(within(screen.getByRole('main')).queryAllByRole('heading', { level: 2 })).toHaveLength(0);
  });

  it('shows the same numbers inside the size guide, in Arabic too', async () => {
    const { i18next } = await import('@/lib/i18n');
    await i18next.changeLanguage('ar');
    renderApp({ route: '/size-guide' });
    const table = await screen.findByRole('table', { name: 'قياسات الجسم حسب المقاس، بالإنش والسنتيمتر' });
    expect(readRows(table)).toEqual(SPEC_3);
    // Arabic units, and every range written low to high in a left-to-right run of its own
    const units = within(table)
      .getAllByRole('columnheader')
      .slice(4)
      .map((h) => h.textContent);
    expect(units).toEqual(['إنش', 'سم', 'إنش', 'سم', 'إنش', 'سم']);
    expect(table).not.toHaveTextContent(/\b(cm|in)\b/);
    for (const cell of within(table).getAllByRole('cell')) {
      expect(cell).toHaveAttribute('dir', 'ltr');
      const [low, high] = (cell.textContent ?? '').split('–').map(Number);
      expect(low).toBeLessThan(high!);
    }
  });
});
