import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/browser';
import { i18next } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { server } from '@/mocks/node';
import { renderApp } from '@/testing/render-app';

describe('header', () => {
  it('switches to Arabic: stored, right to left, and every text follows', async () => {
    const { user } = renderApp({ route: '/' });
    await user.click(await screen.findByRole('link', { name: 'التبديل إلى العربية' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(localStorage.getItem('language')).toBe('ar');
    expect(await screen.findByRole('link', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Switch to English' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
    expect(localStorage.getItem('language')).toBe('en');
  });

  it('shows the current country and currency, Bahrain by default', async () => {
    renderApp({ route: '/' });
    const select = await screen.findAllByLabelText('Country and currency');
    expect(select[0]).toHaveValue('bh');
    expect(
      within(select[0] as HTMLElement)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(['bh', 'sa', 'ae', 'kw', 'qa', 'om']);
    expect(screen.getByText(/Bahrain, prices in BHD/)).toBeInTheDocument();
  });

  it('writes the currency on Arabic pages as the prices do, and draws the flags instead of emoji', async () => {
    await act(() => i18next.changeLanguage('ar'));
    renderApp({ route: '/' });
    const [select] = await screen.findAllByLabelText('الدولة والعملة');
    const options = within(select as HTMLElement)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options[0]).toBe('البحرين · د.ب.');
    expect(options.join(' ')).not.toMatch(/BHD|SAR|AED|KWD|QAR|OMR/);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('البحرين، الأسعار بعملة د.ب.')).toBeInTheDocument();
    expect(footer).not.toHaveTextContent('BHD');
    // Regional-indicator letters are what Windows shows as 'BH' and some Linux browsers as empty boxes.
    expect(document.body.textContent).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
    // eslint-disable-next-line testing-library/no-node-access -- a drawn flag has no role: it is decorative
    const flags = document.querySelectorAll('svg[data-flag="bh"]');
    expect(flags.length).toBeGreaterThanOrEqual(2); // the switch and the footer
    flags.forEach((flag) => expect(flag).toHaveAttribute('aria-hidden', 'true'));
  });

  it.each([
    ['en', '/', 'AED'],
    ['ar', '/ar', 'د.إ.'],
  ] as const)(
    'shows the country in the desktop header by its flag and currency, which fit, never a cut name (%s)',
    async (lang, route, currency) => {
      localStorage.setItem('country', 'ae');
      if (lang === 'ar') await act(() => i18next.changeLanguage('ar'));
      renderApp({ route });
      const banner = await screen.findByRole('banner');
      const shown = await within(banner).findByTestId('country-switch-currency');
      expect(shown).toHaveTextContent(currency);
      // the select still names her country in full, and lists every country by name
      const select = within(banner).getByLabelText(
        lang === 'ar' ? 'الدولة والعملة' : 'Country and currency',
        {
          selector: '#country-switch',
        },
      ) as HTMLSelectElement;
      expect(select).toHaveValue('ae');
      expect(select.selectedOptions[0]?.textContent).toMatch(
        lang === 'ar' ? /^الإمارات العربية المتحدة/ : /^United Arab Emirates/,
      );
    },
  );

  it('stores a new country and reloads the page', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    const { user } = renderApp({ route: '/' });
    const [select] = await screen.findAllByLabelText('Country and currency');
    await user.selectOptions(select as HTMLElement, 'om');
    expect(localStorage.getItem('country')).toBe('om');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("opens the phone's menu from its button, names the button for what it does, and closes it on a new page", async () => {
    const { user, router } = renderApp({ route: '/' });
    const open = await screen.findByRole('button', { name: 'Open menu' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(1); // the closed menu is hidden
    await user.click(open);
    const close = await screen.findByRole('button', { name: 'Close menu' });
    expect(close).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getAllByRole('navigation', { name: 'Main' })[1] as HTMLElement;
    expect(within(menu).getByRole('link', { name: 'Size guide' })).toHaveAttribute('href', '/size-guide');
    expect(
      screen.getByLabelText('Country and currency', { selector: '#country-switch-mobile' }),
    ).toBeVisible();
    await user.click(within(menu).getByRole('link', { name: 'Size guide' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/size-guide'));
    expect(await screen.findByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(1);
  });

  it('searches the collection from the header of any page, in her language, and leaves the search to the collection there', async () => {
    const { user, router } = renderApp({ route: '/size-guide' });
    const search = await screen.findByRole('searchbox', { name: 'Search the collection' });
    expect(screen.getByRole('search', { name: 'Search the collection' })).toHaveAttribute(
      'action',
      '/products',
    );
    expect(search).toHaveAttribute('name', 'q');
    await user.type(search, '  silk   kaftan {Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    expect(router.state.location.search).toBe('?q=silk+kaftan');
    expect(await screen.findByRole('searchbox', { name: 'Search' })).toHaveValue('silk kaftan');
    expect(screen.queryByRole('searchbox', { name: 'Search the collection' })).not.toBeInTheDocument();
  });

  it('searches from the header of an Arabic page to the Arabic collection', async () => {
    await act(() => i18next.changeLanguage('ar'));
    const { user, router } = renderApp({ route: '/ar/faqs' });
    const search = await screen.findByRole('searchbox', { name: 'ابحثي في المجموعة' });
    expect(screen.getByRole('search', { name: 'ابحثي في المجموعة' })).toHaveAttribute(
      'action',
      '/ar/products',
    );
    await user.type(search, 'كتان{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ar/products'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('كتان');
  });

  it("lists the categories in the phone's menu once she opens it, each a link to the collection filtered by it", async () => {
    const categoryCalls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/categories')) categoryCalls.push(request.url);
    });
    const { user, router } = renderApp({ route: '/size-guide' });
    const open = await screen.findByRole('button', { name: 'Open menu' });
    expect(categoryCalls).toHaveLength(0);
    await user.click(open);
    const categories = await screen.findByRole('navigation', { name: 'Shop by category' });
    const abayas = within(categories).getByRole('link', { name: 'Abayas' });
    expect(abayas).toHaveAttribute('href', '/products?category=abayas');
    expect(within(categories).getAllByRole('link')).toHaveLength(6);
    await user.click(abayas);
    await waitFor(() => expect(router.state.location.search).toBe('?category=abayas'));
    server.events.removeAllListeners();
  });

  it('shows a guest the bag, a way to her cart that asks for none (spec 6), and an admin no bag', async () => {
    const cartCalls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.includes('/cart')) cartCalls.push(request.url);
    });
    const view = renderApp({ route: '/' });
    await screen.findByRole('link', { name: 'Sign in' });
    const bag = screen.getByRole('link', { name: 'Cart' });
    expect(bag).toHaveAttribute('href', '/cart');
    expect(within(bag).queryByTestId('cart-count')).not.toBeInTheDocument();
    expect(cartCalls).toEqual([]);
    server.events.removeAllListeners();
    view.unmount();
    localStorage.clear();

    renderApp({ route: '/', user: 'admin' });
    await screen.findByRole('button', { name: /My account/ });
    expect(screen.queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument();
  });

  it('shows a guest the bag on an Arabic page too, to the Arabic cart', async () => {
    await act(() => i18next.changeLanguage('ar'));
    renderApp({ route: '/ar' });
    await screen.findByRole('link', { name: 'تسجيل الدخول' });
    expect(screen.getByRole('link', { name: 'السلة' })).toHaveAttribute('href', '/ar/cart');
  });

  it('draws no count on an empty bag, which its name still says is empty', async () => {
    renderApp({ route: '/', user: 'user' });
    const bag = await screen.findByRole('link', { name: 'Cart, 0 items' });
    expect(within(bag).queryByTestId('cart-count')).not.toBeInTheDocument();
    expect(bag).not.toHaveTextContent('0');
  });

  it('signs a customer out from the account menu, forgetting the drafts of her forms', async () => {
    const { user, router } = renderApp({ route: '/', user: 'user' });
    expect(await screen.findByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
    sessionStorage.setItem('formDraft:newAddress', '{"owner":"u-1001"}');
    await user.click(screen.getByRole('button', { name: /My account/ }));
    expect(screen.getByText('Hello, Noora')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem('formDraft:newAddress')).toBeNull();
  });
});

describe('toasts', () => {
  it.each([
    ['en', 'top-right'],
    ['ar', 'top-left'],
  ] as const)('in %s appear %s, in the notifications region', async (lang, position) => {
    if (lang === 'ar') await act(() => i18next.changeLanguage('ar'));
    renderApp({ route: '/' });
    await screen.findByRole('heading', { level: 1 });
    // The toast host loads with the first message (src/lib/notify.ts).
    await act(() => notify('success', 'Saved'));
    const message = await screen.findByText('Saved');
    // the position is only visible as the container's class
    // eslint-disable-next-line testing-library/no-node-access
    expect(message.closest('.Toastify__toast-container')).toHaveClass(
      `Toastify__toast-container--${position}`,
    );
    expect(
      screen.getByRole('region', { name: lang === 'en' ? /Notifications/ : /الإشعارات/ }),
    ).toBeInTheDocument();
  });
});
