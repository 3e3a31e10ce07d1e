import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { saveConsent } from '../consent/consent-store';
import { PageViews } from './page-views';
import { forgetVisitsBefore, useVisitsBefore } from './visits-before';

// The page views come in once the page is usable (third-parties-slot.tsx): often after her first press has opened
// the next page. The pages opened before are noted from the start and counted when they come, with her consent.
function Shop() {
  useVisitsBefore();
  const [here, setHere] = useState(false);
  return (
    <>
      <Outlet />
      <button type="button" onClick={() => setHere(true)}>
        The page views come in
      </button>
      {here && <PageViews tagManagerId="GTM-TEST01" />}
    </>
  );
}
const arrive = () => fireEvent.click(screen.getByRole('button', { name: 'The page views come in' }));

const page = (title: string) => ({ Component: () => ((document.title = title), null) });

function openShop() {
  const router = createMemoryRouter([
    {
      path: '/',
      Component: Shop,
      children: [
        { index: true, ...page('Tafseel — Made to measure') },
        { path: 'size-guide', ...page('Size guide — Tafseel') },
        { path: 'profile/my-orders/:id', ...page('Order 5521 — Tafseel') },
        { path: 'faqs', ...page('FAQs — Tafseel') },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

const pageViews = () =>
  (window.dataLayer ?? [])
    .filter((entry) => (entry as { event?: string }).event === 'page_view')
    .map((entry) => {
      const { page_path, page_title } = entry as Record<string, string>;
      return [page_path, page_title];
    });

afterEach(() => {
  forgetVisitsBefore();
  // the tag manager's script element: nothing a shopper sees
  // eslint-disable-next-line testing-library/no-node-access
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  delete window.dataLayer;
});

describe('page views that come in after her first pages', () => {
  it('count the pages she opened before, by their own titles, when she had consented on an earlier visit', async () => {
    saveConsent({ analytics: true, experience: false });
    const router = openShop();
    await act(() => router.navigate('/profile/my-orders/5521'));
    await act(() => router.navigate('/size-guide'));
    expect(pageViews()).toEqual([]);

    arrive();
    expect(pageViews()).toEqual([
      ['/', 'Tafseel — Made to measure'],
      ['/profile/my-orders/:id', 'Tafseel'],
      ['/size-guide', 'Size guide — Tafseel'],
    ]);
    await act(() => router.navigate('/faqs'));
    expect(pageViews().map(([path]) => path)).toEqual([
      '/',
      '/profile/my-orders/:id',
      '/size-guide',
      '/faqs',
    ]);
  });

  it('count nothing she opened before she answered: accepting counts from the page she is on', async () => {
    const router = openShop();
    await act(() => router.navigate('/size-guide'));
    arrive();
    expect(pageViews()).toEqual([]);

    act(() => saveConsent({ analytics: true, experience: true }));
    expect(pageViews()).toEqual([['/size-guide', 'Size guide — Tafseel']]);
  });
});
