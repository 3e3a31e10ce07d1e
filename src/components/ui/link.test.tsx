import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// eslint-disable-next-line no-restricted-imports -- the test drives the router itself
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { isActivePath, Link, NavLink } from './link';

function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {location.pathname}
      {location.search}|{JSON.stringify(location.state)}
    </p>
  );
}

function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Back
    </button>
  );
}

function renderAt(path: string, ui: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <Where />
    </MemoryRouter>,
  );
}

describe('isActivePath', () => {
  it.each([
    ['/products', '/products', false, true],
    ['/products/12', '/products', false, true],
    ['/products/12', '/products', true, false],
    ['/productsale', '/products', false, false],
    ['/profile/', '/profile/', false, true],
    ['/profile/help', '/profile/', false, true],
    ['/faqs', '/', false, false],
    ['/', '/', true, true],
    ['/Products', '/products', false, true],
  ])('%s under %s (end %s) is %s', (pathname, to, end, expected) => {
    expect(isActivePath(pathname, to, end)).toBe(expected);
  });
});

describe('Link', () => {
  it('renders an anchor to the path and navigates in the app on a plain click, with its state', async () => {
    renderAt(
      '/',
      <Link to="/products?page=2" state={{ from: '/' }} className="x">
        Shop
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Shop' });
    expect(link).toHaveAttribute('href', '/products?page=2');
    expect(link).toHaveClass('x');
    await userEvent.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/products?page=2|{"from":"/"}');
  });

  it('leaves a modified click (new tab) to the browser', () => {
    // The wrapper stops jsdom's own page load once the link has let the click through.
    renderAt(
      '/',
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
      <div onClick={(event) => event.preventDefault()}>
        <Link to="/faqs">FAQs</Link>
      </div>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'FAQs' }), { ctrlKey: true });
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/\|/);
  });

  it('runs its own onClick first, and a prevented click does not navigate', async () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    renderAt(
      '/',
      <Link to="/faqs" onClick={onClick}>
        FAQs
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'FAQs' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/\|/);
  });

  it.each([
    [true, '/a'],
    [false, '/b'],
  ])('replaces the history entry when asked (replace %s: back goes to %s)', async (replace, back) => {
    render(
      <MemoryRouter initialEntries={['/a', '/b']} initialIndex={1}>
        <Link to="/c" replace={replace}>
          C
        </Link>
        <Back />
        <Where />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'C' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/c\|/);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('where')).toHaveTextContent(new RegExp(`^${back}\\|`));
  });
});

describe('NavLink', () => {
  it('marks the link of the page shown, and passes isActive to its class name', () => {
    renderAt(
      '/products/3',
      <nav>
        <NavLink to="/products" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Shop
        </NavLink>
        <NavLink to="/faqs" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          FAQs
        </NavLink>
        <NavLink to="/products" end className="plain">
          Exact shop
        </NavLink>
      </nav>,
    );
    const shop = screen.getByRole('link', { name: 'Shop' });
    expect(shop).toHaveAttribute('aria-current', 'page');
    expect(shop).toHaveClass('on');
    const faqs = screen.getByRole('link', { name: 'FAQs' });
    expect(faqs).not.toHaveAttribute('aria-current');
    expect(faqs).toHaveClass('off');
    const exact = screen.getByRole('link', { name: 'Exact shop' });
    expect(exact).not.toHaveAttribute('aria-current');
    expect(exact).toHaveClass('plain');
  });

  it('keeps the language of the page it is on: /cart on an Arabic page is /ar/cart', () => {
    render(
      <MemoryRouter initialEntries={['/ar/products/12']}>
        <Link to="/cart">Cart</Link>
        <Link to="/">Home</Link>
        <Link to="/ar/faqs">FAQs</Link>
        <NavLink to="/products">Shop</NavLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/ar/cart');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/ar');
    expect(screen.getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/ar/faqs');
    expect(screen.getByRole('link', { name: 'Shop' })).toHaveAttribute('aria-current', 'page');
  });

  it('leaves an English page unprefixed, even for a path written with /ar', () => {
    render(
      <MemoryRouter initialEntries={['/products']}>
        <Link to="/ar/cart">Cart</Link>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
  });
});
