import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/lib/i18n';
import { catalog } from '@/mocks/data/catalog';
import { renderApp } from '@/testing/render-app';

const noor = catalog.find((row) => row.product.code === 'ABY-001')!.product;
const navy = noor.colour[1]!;
const cut = noor.combinations.find((c) => !c.isDefault && c.isAvailable)!;

async function openNoor(query: string, lang: 'en' | 'ar' = 'en') {
  const view = renderApp({ route: `${lang === 'ar' ? '/ar' : ''}/products/${noor.id}${query}` });
  await screen.findByRole('heading', { level: 1, name: noor.p_name[lang] });
  return view;
}

/** She types a measurement: it must never travel with the link. */
async function typeBust(user: Awaited<ReturnType<typeof openNoor>>['user']) {
  await user.click(screen.getByRole('radio', { name: /Custom size/ }));
  await user.type(screen.getByLabelText('Bust (cm)'), '97');
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

describe('sharing a configured piece', () => {
  it('opens the browser’s share sheet with the piece in her colour and cut, and nothing else', async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = await openNoor(`?colour=${navy.id}&cut=${cut.id}&bust=97&utm_source=x`);
    await typeBust(user);
    const section = screen.getByRole('region', { name: 'Share this piece' });
    expect(within(section).queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledTimes(1);
    const { url, title } = (share.mock.calls[0] as unknown as [ShareData])[0];
    expect(title).toBe('Noor Open Abaya');
    const shared = new URL(url!);
    expect(shared.pathname).toBe(`/products/${noor.id}`);
    expect(Object.fromEntries(shared.searchParams)).toEqual({ colour: String(navy.id), cut: String(cut.id) });
    expect(url).not.toContain('97');
  });

  it('without a share sheet, copies the link and offers WhatsApp, following what she changes', async () => {
    const { user } = await openNoor('');
    await typeBust(user);
    await user.click(screen.getByRole('radio', { name: navy.name.en }));
    const section = screen.getByRole('region', { name: 'Share this piece' });
    const whatsapp = within(section).getByRole('link', { name: 'WhatsApp' });
    await waitFor(() =>
      expect(whatsapp.getAttribute('href')).toContain(encodeURIComponent(`colour=${navy.id}`)),
    );
    const href = new URL(whatsapp.getAttribute('href')!);
    expect(href.origin).toBe('https://wa.me');
    const text = href.searchParams.get('text')!;
    expect(text).toContain('Noor Open Abaya');
    expect(text).not.toContain('97');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(within(section).getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent('Link copied.'));
    const copied = await navigator.clipboard.readText();
    expect(new URL(copied).search).toBe(`?colour=${navy.id}`);
  });

  it('shows the link to copy by hand when the browser will not copy it, in Arabic', async () => {
    await act(() => i18next.changeLanguage('ar'));
    const { user } = await openNoor(`?cut=${cut.id}`, 'ar');
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const section = screen.getByRole('region', { name: 'شاركي هذه القطعة' });
    expect(within(section).getByRole('link', { name: 'واتساب' })).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'نسخ الرابط' }));
    expect(await within(section).findByText('تعذّر نسخ الرابط. انسخيه من هنا:')).toBeInTheDocument();
    const link = within(section).getByRole('textbox', { name: 'رابط هذه القطعة' });
    expect(new URL((link as HTMLInputElement).value).pathname).toBe(`/ar/products/${noor.id}`);
    expect((link as HTMLInputElement).value).toContain(`cut=${cut.id}`);
  });
});
