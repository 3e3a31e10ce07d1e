import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18next } from '@/lib/i18n';
import { findCatalogProduct } from '@/mocks/data/catalog';
import { renderApp } from '@/testing/render-app';

const noor = findCatalogProduct(1)!;
const [front, navy, detail] = noor.images;

describe('a piece’s photographs (issue 23.1)', () => {
  it('shows them in a strip, the first fetched at once in the widths of the shop’s media, the drawing of her choices last', async () => {
    renderApp({ route: '/products/1' });
    const strip = await screen.findByRole('list', { name: `Photographs of ${noor.p_name.en}` });
    const slides = within(strip).getAllByRole('listitem');
    expect(slides).toHaveLength(noor.images.length + 1);
    expect(slides[0]).toHaveAccessibleName(`1 of ${noor.images.length}`);

    const first = within(slides[0]!).getByRole('img', { name: front!.alt.en });
    expect(first).toHaveAttribute('src', front!.url);
    expect(first).toHaveAttribute('srcset', expect.stringContaining('-480.jpg 480w'));
    expect(first).toHaveAttribute('sizes');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    // the space is reserved: 3:4, like the shop's photographs
    expect(first).toHaveAttribute('width', '960');
    expect(first).toHaveAttribute('height', '1280');
    const second = within(slides[1]!).getByRole('img', { name: navy!.alt.en });
    expect(second).toHaveAttribute('loading', 'lazy');

    const last = slides[slides.length - 1]!;
    expect(
      within(last).getByRole('img', { name: new RegExp(`^${noor.p_name.en}, Midnight black`) }),
    ).toBeVisible();
    expect(within(last).getByText('Drawn in the colour and cut you have chosen')).toBeInTheDocument();
  });

  it('moves with the arrows, the thumbnails and the arrow keys', async () => {
    const { user } = renderApp({ route: '/products/1' });
    const next = await screen.findByRole('button', { name: 'Next picture' });
    const previous = screen.getByRole('button', { name: 'Previous picture' });
    await waitFor(() => expect(next).toBeEnabled());
    expect(previous).toBeDisabled();
    const thumb = (index: number, name: string) =>
      screen.getByRole('link', { name: `Show picture ${index}: ${name}` });
    expect(thumb(1, front!.alt.en)).toHaveAttribute('aria-current', 'true');
    // each thumbnail links to its picture in the strip, which works before the page's scripts
    expect(thumb(2, navy!.alt.en)).toHaveAttribute('href', '#picture-2');
    const strip = screen.getByRole('list', { name: `Photographs of ${noor.p_name.en}` });
    expect(within(strip).getAllByRole('listitem')[1]).toHaveAttribute('id', 'picture-2');

    await user.click(next);
    expect(thumb(2, navy!.alt.en)).toHaveAttribute('aria-current', 'true');
    expect(thumb(1, front!.alt.en)).not.toHaveAttribute('aria-current');
    expect(previous).toBeEnabled();

    await user.click(thumb(4, 'Your choices'));
    expect(thumb(4, 'Your choices')).toHaveAttribute('aria-current', 'true');
    expect(next).toBeDisabled();

    fireEvent.keyDown(strip, { key: 'Home' });
    expect(thumb(1, front!.alt.en)).toHaveAttribute('aria-current', 'true');
    fireEvent.keyDown(strip, { key: 'ArrowRight' });
    expect(thumb(2, navy!.alt.en)).toHaveAttribute('aria-current', 'true');
    fireEvent.keyDown(strip, { key: 'End' });
    expect(thumb(4, 'Your choices')).toHaveAttribute('aria-current', 'true');
    fireEvent.keyDown(strip, { key: 'ArrowLeft' });
    expect(thumb(3, detail!.alt.en)).toHaveAttribute('aria-current', 'true');
  });

  it('turns to the drawing when she chooses another colour, to show her choice', async () => {
    const { user } = renderApp({ route: '/products/1' });
    const colour = await screen.findByRole('radio', { name: 'Navy' });
    await waitFor(() => expect(colour).toBeEnabled());
    expect(screen.getByRole('link', { name: `Show picture 1: ${front!.alt.en}` })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.click(colour);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Show picture 4: Your choices' })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
    expect(screen.getByRole('img', { name: new RegExp(`^${noor.p_name.en}, Navy`) })).toBeInTheDocument();
  });

  it('counts the photographs as the zoom view does, and names the drawing of her choices instead of numbering it', async () => {
    const { user } = renderApp({ route: '/products/1' });
    const strip = await screen.findByRole('list', { name: `Photographs of ${noor.p_name.en}` });
    const slides = within(strip).getAllByRole('listitem');
    const count = noor.images.length;
    slides
      .slice(0, count)
      .forEach((slide, index) => expect(slide).toHaveAccessibleName(`${index + 1} of ${count}`));
    expect(slides[count]).toHaveAccessibleName('Your choices');
    // the phone's counter over the strip
    expect(screen.getByText(`1 of ${count}`)).toBeInTheDocument();
    const open = screen.getByRole('button', { name: `Zoom in on ${front!.alt.en}` });
    await waitFor(() => expect(open).toBeEnabled());
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: noor.p_name.en });
    expect(within(dialog).getByText(`(1 of ${count})`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('link', { name: `Show picture ${count + 1}: Your choices` }));
    expect(screen.getByText('Your choices', { selector: 'p' })).toBeInTheDocument();
  });

  it('opens a photograph large, zooms in, goes to the next and closes where she ended', async () => {
    const { user } = renderApp({ route: '/products/1' });
    const open = await screen.findByRole('button', { name: `Zoom in on ${front!.alt.en}` });
    await waitFor(() => expect(open).toBeEnabled());
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: noor.p_name.en });
    expect(within(dialog).getByRole('img', { name: front!.alt.en })).toHaveAttribute('src', front!.url);
    expect(within(dialog).getByText(`(1 of ${noor.images.length})`)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    expect(within(dialog).getByRole('img', { name: front!.alt.en })).toHaveStyle({ width: '200%' });
    await user.click(within(dialog).getByRole('button', { name: 'Zoom out' }));

    await user.click(within(dialog).getByRole('button', { name: 'Next picture' }));
    expect(within(dialog).getByRole('img', { name: navy!.alt.en })).toBeInTheDocument();
    fireEvent.keyDown(within(dialog).getByRole('button', { name: 'Zoom in' }), { key: 'ArrowRight' });
    expect(within(dialog).getByRole('img', { name: detail!.alt.en })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: `Show picture 3: ${detail!.alt.en}` })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('says so in its place when a photograph cannot be loaded, and a card draws the piece instead', async () => {
    renderApp({ route: '/products/1' });
    const strip = await screen.findByRole('list', { name: `Photographs of ${noor.p_name.en}` });
    fireEvent.error(within(strip).getByRole('img', { name: front!.alt.en }));
    const slide = within(strip).getAllByRole('listitem')[0]!;
    expect(await within(slide).findByText('This photograph cannot be shown just now.')).toBeInTheDocument();
    expect(within(slide).getByText(front!.alt.en)).toBeInTheDocument();
    expect(within(slide).queryByRole('img', { name: front!.alt.en })).not.toBeInTheDocument();
  });

  it('draws a piece on its card when its photograph cannot be loaded', async () => {
    renderApp({ route: '/products' });
    const card = await screen.findByRole('link', { name: new RegExp(noor.p_name.en) });
    const photo = await within(card).findByRole('img', { name: front!.alt.en });
    fireEvent.error(photo);
    await waitFor(() =>
      expect(within(card).queryByRole('img', { name: front!.alt.en })).not.toBeInTheDocument(),
    );
    // the drawing, decorative on a card (the card names the piece): it has no role to find it by
    // eslint-disable-next-line testing-library/no-node-access
    expect(card.querySelector('svg[viewBox="0 0 240 360"]')).not.toBeNull();
  });

  it('names every picture in Arabic on an Arabic page', async () => {
    await act(() => i18next.changeLanguage('ar'));
    renderApp({ route: '/ar/products/1' });
    const strip = await screen.findByRole('list', { name: `صور ${noor.p_name.ar}` });
    expect(within(strip).getByRole('img', { name: front!.alt.ar })).toBeInTheDocument();
    expect(within(strip).getAllByRole('listitem')[0]).toHaveAccessibleName(`1 من ${noor.images.length}`);
    expect(within(strip).getAllByRole('listitem')[noor.images.length]).toHaveAccessibleName('اختياراتكِ');
    expect(await screen.findByRole('link', { name: `اعرضي الصورة 2: ${navy!.alt.ar}` })).toBeInTheDocument();
  });

  it('shows the drawing alone for a piece without photographs', async () => {
    const plain = findCatalogProduct(2)!;
    expect(plain.images).toEqual([]);
    renderApp({ route: '/products/2' });
    expect(await screen.findByRole('heading', { level: 1, name: plain.p_name.en })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /^Photographs of/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next picture' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: new RegExp(`^${plain.p_name.en}, `) })).toBeInTheDocument();
  });
});
