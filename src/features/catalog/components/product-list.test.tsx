import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { i18next } from '@/lib/i18n';
import { local, storageKeys } from '@/lib/storage';
import { catalog } from '@/mocks/data/catalog';
import { notifyRequests } from '@/mocks/handlers/catalog';
import { server } from '@/mocks/node';
import { patchProduct } from '@/mocks/product-patches';
import { apiPath } from '@/mocks/utils';
import { renderApp } from '@/testing/render-app';

const grid = () => screen.findByRole('list', { name: 'Products' });
const cardNames = async () =>
  within(await grid())
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);
// Rendering a page of drawn cards in jsdom takes a while; the browser journeys cover the real speed.
const eventually = (check: () => unknown) => waitFor(check);
const search = (router: ReturnType<typeof renderApp>['router']) =>
  new URLSearchParams(router.state.location.search);

describe('the product list', () => {
  it('shows the newest 12 pieces with their category, price in BHD and availability badges', async () => {
    renderApp({ route: '/products' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Made to measure, chosen by you' }),
    ).toBeInTheDocument();
    const list = await grid();
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.getByText('27 pieces')).toBeInTheDocument();
    const first = within(list).getByRole('link', { name: /Mayar Organza Gown/ });
    expect(first).toHaveAttribute('href', '/products/18');
    expect(within(first).getByText('Pre-order')).toBeInTheDocument();
    expect(within(first).getByText('BHD 155.000')).toBeInTheDocument();
    expect(within(first).getByText('Evening dresses')).toBeInTheDocument();
  });

  it('names each card with a heading one level under the page’s, so no level is skipped', async () => {
    renderApp({ route: '/products' });
    await screen.findByRole('heading', { level: 1, name: 'Made to measure, chosen by you' });
    const list = await grid();
    const names = within(list).getAllByRole('heading');
    expect(names).toHaveLength(12);
    for (const name of names) expect(name.tagName).toBe('H2');
  });

  it('shows a piece with a short hex colour, and leaves out (and logs) one that breaks the contract', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const [newest, next] = [...catalog]
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map((row) => row.product);
    patchProduct(newest!.id, { colour: [{ ...newest!.colour[0]!, hex: '#fff' }] });
    patchProduct(next!.id, { size: ['M', '3XL'] });
    renderApp({ route: '/products' });
    const list = await screen.findByRole('list', { name: 'Products' });
    const names = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(names).toHaveLength(11);
    expect(names[0]).toBe(newest!.p_name.en);
    expect(names).not.toContain(next!.p_name.en);
    expect(screen.queryByText('We could not load the collection')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(
      '[api] a product left out: it does not match the contract',
      expect.anything(),
    );
  });

  it('keeps a piece whose photograph is malformed, showing the photographs that are well formed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const pictured = [...catalog]
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map((row) => row.product)
      .find((product) => product.images.length > 0)!;
    const [good] = pictured.images;
    patchProduct(pictured.id, { images: [{ url: null, alt: good!.alt }, ...pictured.images] });
    renderApp({ route: '/products' });
    const card = await within(await grid()).findByRole('link', { name: new RegExp(pictured.p_name.en) });
    expect(within(card).getByRole('img', { name: good!.alt.en })).toHaveAttribute(
      'src',
      good!.url.replace(/-\d+\.jpg$/, '-960.jpg'),
    );
    expect(warn).toHaveBeenCalledWith(
      '[api] a photograph left out: it does not match the contract',
      expect.anything(),
    );
  });

  it('filters by category and keeps the filter in the URL', async () => {
    const { user, router } = renderApp({ route: '/products' });
    await grid();
    // a link to the collection with that category, which a press follows in the page
    expect(await screen.findByRole('link', { name: 'Kaftans' })).toHaveAttribute(
      'href',
      '/products?category=kaftans',
    );
    await user.click(screen.getByRole('link', { name: 'Kaftans' }));
    await eventually(() => expect(search(router).get('category')).toBe('kaftans'));
    await eventually(async () => expect(await cardNames()).toHaveLength(5));
    expect(screen.getByRole('link', { name: 'Kaftans' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'All pieces' })).toHaveAttribute('href', '/products');
    expect(screen.getByText('5 pieces')).toBeInTheDocument();
  });

  it('says new pieces are coming while another category loads slowly, over the pieces standing in', async () => {
    let release = () => {};
    const slow = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(apiPath('/products'), async ({ request }) => {
        if (new URL(request.url).searchParams.get('category') === 'kaftans') await slow;
        return undefined;
      }),
    );
    const { user } = renderApp({ route: '/products' });
    await eventually(async () => expect(await cardNames()).toHaveLength(12));
    const before = await cardNames();
    await user.click(await screen.findByRole('link', { name: 'Kaftans' }));
    const status = await screen.findByText('Loading the collection…', {});
    expect(status).toBeVisible();
    // the last pieces stay in place, faded, until the new ones are in
    expect(await cardNames()).toEqual(before);
    expect(await grid()).toHaveAttribute('aria-busy', 'true');
    release();
    await eventually(async () => expect(await cardNames()).toHaveLength(5));
    expect(screen.queryByText('Loading the collection…')).not.toBeInTheDocument();
    expect(screen.getByText('5 pieces')).toBeInTheDocument();
  });

  it('searches as she types, and offers to clear the filters when nothing matches', async () => {
    const { user, router } = renderApp({ route: '/products' });
    await grid();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'velvet');
    await eventually(() => expect(search(router).get('q')).toBe('velvet'));
    await eventually(async () =>
      expect(await cardNames()).toEqual(['Lulwa Velvet Kaftan', 'Jood Velvet Evening Dress']),
    );

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'tuxedo{Enter}');
    expect(await screen.findByRole('heading', { name: 'No pieces match' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await eventually(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    await eventually(() => expect(screen.getByText('27 pieces')).toBeInTheDocument());
  });

  it('sorts by price and pages through the collection', async () => {
    const { user, router } = renderApp({ route: '/products' });
    await grid();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price_asc');
    await eventually(async () => expect((await cardNames())[0]).toMatch(/^Sara <b>Limited<\/b> Co-ord Set/));
    expect(search(router).get('sort')).toBe('price_asc');

    // links to the pages of this sort, which a press follows in the page
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/products?sort=price_asc&page=3',
    );
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    await eventually(() => expect(search(router).get('page')).toBe('2'));
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await eventually(async () => expect((await cardNames())[0]).toBe('Hessa Embroidered Jalabiya'));
    await user.click(screen.getByRole('link', { name: 'Page 3' }));
    await eventually(async () =>
      expect(await cardNames()).toEqual(['Amira Satin Gown', 'Mayar Organza Gown', 'Lamya Tulle Gown']),
    );
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled(); // the last page: nowhere to go
  });

  it('goes to the last page pressed, even while the page pressed before it is still loading', async () => {
    // Issue 9: she pressed 'Page 2' then 'Page 3' before page 2 was in, and stayed on page 2.
    let release = () => {};
    const slowPage2 = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(apiPath('/products'), async ({ request }) => {
        if (new URL(request.url).searchParams.get('page') === '2') await slowPage2;
        return undefined; // on to the mock's own answer
      }),
    );
    const { user, router } = renderApp({ route: '/products?sort=price_desc' });
    await eventually(async () => expect((await cardNames())[0]).toBe('Lamya Tulle Gown'));

    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    await eventually(() => expect(screen.getByText('Page 2 of 3')).toBeInTheDocument());
    expect(await grid()).toHaveAttribute('aria-busy', 'true');
    await user.click(screen.getByRole('link', { name: 'Page 3' }));
    await eventually(() => expect(search(router).get('page')).toBe('3'));
    await eventually(async () => expect(await cardNames()).toHaveLength(3));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();

    // Page 2's late answer changes nothing: she stays where she asked to be.
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(search(router).get('page')).toBe('3');
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps the cards still while a press is held on the pager, so the press lands where it began', async () => {
    let release = () => {};
    const slowPage2 = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(apiPath('/products'), async ({ request }) => {
        if (new URL(request.url).searchParams.get('page') === '2') await slowPage2;
        return undefined;
      }),
    );
    const { user, router } = renderApp({ route: '/products?sort=price_desc' });
    await eventually(async () => expect((await cardNames())[0]).toBe('Lamya Tulle Gown'));
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    await eventually(() => expect(screen.getByText('Page 2 of 3')).toBeInTheDocument());

    // She puts her finger on 'Page 3' while page 1's cards still stand in for page 2, and page 2 comes in.
    const page3 = screen.getByRole('link', { name: 'Page 3' });
    await user.pointer({ keys: '[MouseLeft>]', target: page3 });
    release();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await cardNames())[0]).toBe('Lamya Tulle Gown');
    await user.pointer({ keys: '[/MouseLeft]', target: page3 });
    await eventually(() => expect(search(router).get('page')).toBe('3'));
    await eventually(async () => expect(await cardNames()).toHaveLength(3));
  });

  it('opens with the filters of a shared link, and rewrites values it does not understand', async () => {
    const { router } = renderApp({ route: '/products?category=abayas&sort=price_desc&q=abaya' });
    await eventually(async () => expect((await cardNames())[0]).toBe('Layali Embroidered Abaya'));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('abaya');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_desc');
    expect(screen.getByRole('link', { name: 'Abayas' })).toHaveAttribute('aria-current', 'true');
    // the other chips keep the search and the sort
    expect(screen.getByRole('link', { name: 'Kaftans' })).toHaveAttribute(
      'href',
      '/products?category=kaftans&q=abaya&sort=price_desc',
    );
    // the address is written in its canonical order once the categories have confirmed hers (the cards can be in
    // first: the collection asks for them with its code)
    await eventually(() =>
      expect(router.state.location.search).toBe('?category=abayas&q=abaya&sort=price_desc'),
    );
  });

  it.each([
    ['?sort=cheapest&page=abc', ''],
    ['?category=shoes', ''],
    ['?page=9', '?page=3'],
  ])('turns %s into %s', async (route, canonical) => {
    const { router } = renderApp({ route: `/products${route}` });
    await eventually(() => expect(router.state.location.search).toBe(canonical));
    expect(await grid()).toBeInTheDocument();
  });

  it('prices follow the country: Saudi riyals in Arabic', async () => {
    local.set(storageKeys.country, 'sa');
    await act(() => i18next.changeLanguage('ar'));
    renderApp({ route: '/products' });
    const list = await screen.findByRole('list', { name: 'المنتجات' });
    const first = within(list).getByRole('link', { name: /فستان ميار الأورجانزا/ });
    expect(first).toHaveTextContent(/1,542\.25/);
    expect(first).toHaveTextContent('ر.س');
    expect(screen.getByText('27 قطعة')).toBeInTheDocument();
  });

  it('shows an error with a retry when the collection cannot be loaded, and recovers', async () => {
    let fail = true;
    server.use(
      http.get(apiPath('/products'), () =>
        fail
          ? HttpResponse.json(
              { message: { en: 'The shop is resting.', ar: 'المتجر في استراحة.' } },
              { status: 500 },
            )
          : undefined,
      ),
    );
    const { user } = renderApp({ route: '/products' });
    expect(
      await screen.findByRole('heading', { name: 'We could not load the collection' }),
    ).toBeInTheDocument();
    expect(screen.getByText('An error occurred. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('The shop is resting.')).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await grid()).toBeInTheDocument();
  });

  it('shows skeletons, not an empty page, while the collection loads', async () => {
    // the list's call is asked for with the page's code (issue 38): here it takes until the skeletons are seen
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      // (answering nothing, it hands the call on to the mock's own handler once released)
      http.get(apiPath('/products'), async () => {
        await answered;
      }),
    );
    renderApp({ route: '/products' });
    // (the test's router runs the route's clientLoader first, behind the root's spinner: a prerendered page has none)
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Loading the collection…'),
    );
    answer();
    expect(await grid()).toBeInTheDocument();
  });
});

describe('notify me from the list', () => {
  it('validates her name and email next to the fields, then confirms with a toast', async () => {
    const { user } = renderApp({ route: '/products?category=abayas' });
    await user.click(await screen.findByRole('button', { name: 'Notify me: Dana Pleated Abaya' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tell me when it is back' });
    await user.click(within(dialog).getByRole('button', { name: 'Notify me' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);

    await user.type(within(dialog).getByLabelText('Your name'), 'M');
    await user.type(within(dialog).getByLabelText('Email'), 'maryam@');
    await user.click(within(dialog).getByRole('button', { name: 'Notify me' }));
    expect(await within(dialog).findByText('Please enter at least 2 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Invalid email address')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Your name'), 'aryam');
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'maryam@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Notify me' }));
    expect(
      await screen.findByText('Thank you! We will email you when Dana Pleated Abaya is back.'),
    ).toBeInTheDocument();
    await eventually(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(notifyRequests.all()).toEqual([
      expect.objectContaining({ productId: 4, name: 'Maryam', email: 'maryam@example.com' }),
    ]);
  });

  it("shows the server's field error next to the field and keeps what she typed", async () => {
    server.use(
      http.post(apiPath('/products/:id/notify'), () =>
        HttpResponse.json(
          {
            message: { en: 'Some fields are not valid.' },
            errors: {
              email: { en: 'This address cannot receive mail.', ar: 'لا يمكن لهذا العنوان استقبال البريد.' },
            },
          },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderApp({ route: '/products?category=abayas' });
    await user.click(await screen.findByRole('button', { name: 'Notify me: Dana Pleated Abaya' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tell me when it is back' });
    await user.type(within(dialog).getByLabelText('Your name'), 'Maryam');
    await user.type(within(dialog).getByLabelText('Email'), 'maryam@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Notify me' }));
    expect(await within(dialog).findByText('This address cannot receive mail.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Your name')).toHaveValue('Maryam');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('maryam@example.com');
  });

  it('fills in the name and email of a signed-in customer', async () => {
    const { user } = renderApp({ route: '/products?category=abayas', user: 'user' });
    await user.click(await screen.findByRole('button', { name: 'Notify me: Dana Pleated Abaya' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tell me when it is back' });
    expect(within(dialog).getByLabelText('Your name')).toHaveValue('Noora');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('noora@example.com');
  });
});
