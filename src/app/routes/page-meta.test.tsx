import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import arAccount from '@/locales/ar/account';
import arContent from '@/locales/ar/content';
import enAccount from '@/locales/en/account';
import enContent from '@/locales/en/content';
import { catalog } from '@/mocks/data/catalog';
import { SEED_ORDER_IDS, seedOrders } from '@/mocks/data/orders';
import { renderApp } from '@/testing/render-app';

// Every page's title, description and links come from its route module's `meta` (issue 37.3), which React Router
// renders in the head (root.tsx's Layout; the test harness renders it too): the same in the prerendered HTML, on
// a move within the shop and after the language switch.

const SITE_URL: string = import.meta.env.VITE_SITE_URL;
// The head is no part of the page she reads: no role to query it by.
/* eslint-disable testing-library/no-node-access */
const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');
const link = (selector: string) => document.head.querySelector(`link[${selector}]`)?.getAttribute('href');
/* eslint-enable testing-library/no-node-access */
const switchToArabic = () => screen.getByRole('link', { name: 'التبديل إلى العربية' });

const modules = import.meta.glob<Record<string, unknown>>(['./*.tsx', '!./*.test.tsx'], { eager: true });
// Modules that draw no screen of their own: two send her on at once, one frames the reset steps (each titled).
const WITHOUT_SCREEN = ['./catch-all.tsx', './password-reset-index.tsx', './password-reset.tsx'];

describe("a page's title, description and links", () => {
  it('come from the meta of every route module that draws a screen', () => {
    for (const [file, module] of Object.entries(modules)) {
      if (WITHOUT_SCREEN.includes(file)) continue;
      expect(typeof module.meta, file).toBe('function');
    }
  });

  it('an information page has its own in its language, and its twin’s after the language switch', async () => {
    const { user } = renderApp({ route: '/about-us' });
    await waitFor(() => expect(document.title).toBe(`${enContent.about.metaTitle} — Tafseel`));
    expect(description()).toBe(enContent.about.metaDescription);
    expect(link('rel="canonical"')).toBe(`${SITE_URL}/about-us`);
    expect(link('hreflang="ar"')).toBe(`${SITE_URL}/ar/about-us`);

    await user.click(await screen.findByRole('link', { name: 'التبديل إلى العربية' }));
    await waitFor(() => expect(document.title).toBe(`${arContent.about.metaTitle} — تفصيل`));
    expect(description()).toBe(arContent.about.metaDescription);
    expect(link('rel="canonical"')).toBe(`${SITE_URL}/ar/about-us`);
    // eslint-disable-next-line testing-library/no-node-access -- one title, the page's (React hoists it)
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
  });

  it('a screen of her account is titled by its name, in Arabic after the switch, with no canonical link', async () => {
    const { user } = renderApp({ route: '/profile/my-orders', user: 'user' });
    await waitFor(() => expect(document.title).toBe(`${enAccount.profile.myOrders} — Tafseel`));
    // the SPA fallback's screens carry the shop's description and none of the prerendered pages' links
    expect(description()).toMatch(/^Tafseel — made-to-measure/);
    expect(link('rel="canonical"')).toBeUndefined();

    await user.click(switchToArabic());
    await waitFor(() => expect(document.title).toBe(`${arAccount.profile.myOrders} — تفصيل`));
  });

  it("a piece's page is titled by its name, once a move within the shop has it, and a missing one says so", async () => {
    const noor = catalog.find((row) => row.product.code === 'ABY-001')!.product;
    const { router } = renderApp({ route: '/products' });
    await waitFor(() => expect(document.title).toMatch(/ — Tafseel$/));
    router.navigate(`/products/${noor.id}`);
    await waitFor(() => expect(document.title).toBe(`${noor.p_name.en} — Tafseel`));
    expect(link('rel="canonical"')).toBe(`${SITE_URL}/products/${noor.id}`);

    router.navigate('/products/99999');
    await waitFor(() => expect(document.title).toBe('We couldn’t find this piece — Tafseel'));
  });

  it("her order's page is titled by its number once a move within her account has it", async () => {
    const shipped = seedOrders().find((order) => order.id === SEED_ORDER_IDS.shipped)!;
    const { router } = renderApp({ route: '/profile/my-orders', user: 'user' });
    await waitFor(() => expect(document.title).toBe(`${enAccount.profile.myOrders} — Tafseel`));
    router.navigate(`/profile/my-orders/${shipped.id}`);
    await waitFor(() => expect(document.title).toBe(`Order ${shipped.orderNumber} — Tafseel`));
  });

  it("an order's public summary that does not exist says so in its title", async () => {
    renderApp({ route: '/order-summary/not-an-order' });
    await waitFor(() => expect(document.title).toBe('We couldn’t find this order — Tafseel'));
  });
});
