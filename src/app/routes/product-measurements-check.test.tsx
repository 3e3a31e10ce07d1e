import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18next } from '@/lib/i18n';
import { catalog } from '@/mocks/data/catalog';
import { server } from '@/mocks/node';
import { renderApp } from '@/testing/render-app';

// ABY-001 Noor Open Abaya (has a designer's cut, so Add to cart needs only her size)
const noor = catalog.find((row) => row.product.code === 'ABY-001')!.product;

async function typeCustomSize(values: Record<string, string>, lang: 'en' | 'ar' = 'en') {
  const view = renderApp({ route: `${lang === 'ar' ? '/ar' : ''}/products/${noor.id}`, user: 'user' });
  await screen.findByRole('heading', { level: 1 });
  await view.user.click(screen.getByRole('radio', { name: lang === 'ar' ? /مقاس خاص/ : /Custom size/ }));
  // pasted, not typed key by key: six fields typed took most of the test's time on a busy machine
  for (const [label, value] of Object.entries(values)) {
    await view.user.click(screen.getByLabelText(label));
    await view.user.paste(value);
  }
  return view;
}

function cartPosts() {
  const bodies: unknown[] = [];
  const listener = async ({ request }: { request: Request }) => {
    if (request.method === 'POST' && request.url.endsWith('/user/cart/addItem'))
      bodies.push(await request.clone().json());
  };
  server.events.on('request:start', listener);
  return { bodies, stop: () => server.events.removeListener('request:start', listener) };
}

// under bust and bust typed into each other's fields
const swapped = {
  'Bust (cm)': '78',
  'Under bust (cm)': '92',
  'Waist (cm)': '70',
  'Hips (cm)': '100',
  'Shoulder width (cm)': '39',
  'Body height (cm)': '165',
};

describe('measurements that cannot all be right, on the piece page', () => {
  it('questions an under bust larger than the bust as she types it, naming both', async () => {
    await typeCustomSize(swapped);
    const check = screen.getByTestId('measurements-check');
    expect(check).toHaveTextContent('Please check these measurements');
    expect(check).toHaveTextContent(
      'Your under bust (92 cm) is not smaller than your bust (78 cm): were they typed into each other’s fields?',
    );
    expect(screen.getByRole('checkbox', { name: 'I have checked them: they are right' })).not.toBeChecked();
  });

  it('adds the piece only once she confirms them, and asks again when she changes one of them', async () => {
    const posts = cartPosts();
    const { user } = await typeCustomSize(swapped);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const confirm = screen.getByRole('checkbox', { name: 'I have checked them: they are right' });
    await waitFor(() => expect(confirm).toHaveFocus());
    expect(confirm).toHaveAccessibleDescription('Correct them, or tick the box if they are right, to go on.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts.bodies).toEqual([]);

    await user.click(confirm);
    expect(confirm).toBeChecked();
    const underBust = screen.getByLabelText('Under bust (cm)');
    await user.clear(underBust);
    await user.paste('91');
    expect(screen.getByRole('checkbox', { name: 'I have checked them: they are right' })).not.toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'I have checked them: they are right' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(posts.bodies).toHaveLength(1));
    expect(posts.bodies[0]).toMatchObject({
      measurementType: 'custom',
      measurementData: { bodyDimensions: { bust: 78, underBust: 91 } },
    });
    posts.stop();
  });

  it('questions a waist far above the hips, and nothing once she corrects it', async () => {
    const { user } = await typeCustomSize({ ...swapped, 'Bust (cm)': '92', 'Under bust (cm)': '78' });
    expect(screen.queryByTestId('measurements-check')).toBeNull();
    const waist = screen.getByLabelText('Waist (cm)');
    const hips = screen.getByLabelText('Hips (cm)');
    await user.clear(waist);
    await user.paste('100');
    await user.clear(hips);
    await user.paste('70');
    expect(screen.getByTestId('measurements-check')).toHaveTextContent(
      'Your waist (100 cm) is far larger than your hips (70 cm).',
    );
    await user.clear(hips);
    await user.paste('100');
    expect(screen.queryByTestId('measurements-check')).toBeNull();
  });

  it('questions them in Arabic', async () => {
    await i18next.changeLanguage('ar');
    await typeCustomSize(
      {
        'محيط الصدر (سم)': '78',
        'محيط ما تحت الصدر (سم)': '92',
      },
      'ar',
    );
    const check = screen.getByTestId('measurements-check');
    expect(check).toHaveTextContent('يرجى مراجعة هذه المقاسات');
    expect(check).toHaveTextContent('محيط ما تحت الصدر (92 سم) ليس أصغر من محيط الصدر (78 سم)');
    expect(within(check).getByRole('checkbox', { name: 'راجعتُها، وهي صحيحة' })).toBeInTheDocument();
  });
});
