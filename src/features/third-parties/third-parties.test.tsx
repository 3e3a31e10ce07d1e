import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as EnvModule from '@/config/env';
import { i18next } from '@/lib/i18n';
import { renderApp } from '@/testing/render-app';
import { readConsent, saveConsent } from './consent/consent-store';
import { closeConsentSettings } from './consent/settings-request';

// A shop with a tag manager configured (the build's settings): the consent is asked, and page views may follow.
vi.mock('@/config/env', async (importOriginal) => {
  const { env } = await importOriginal<typeof EnvModule>();
  return { env: { ...env, THIRD_PARTIES: { tagManagerId: 'GTM-TEST01', chat: null, recording: null } } };
});
// …whose build knows it has one (vite.config.ts writes that in as a constant).
vi.mock('@/features/third-parties/configured', () => ({ anyOptionalThirdParty: true }));

const GTM = 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST01';
// A script element is nothing a shopper sees: the page's scripts are read as the browser holds them.
// eslint-disable-next-line testing-library/no-node-access
const tagManagerScripts = () => [...document.scripts].filter((script) => script.src === GTM);
const entries = () =>
  (window.dataLayer ?? []).map((entry) =>
    Object.prototype.toString.call(entry) === '[object Arguments]'
      ? [...(entry as unknown as unknown[])]
      : entry,
  );
const pageViews = () =>
  entries().filter((entry) => !Array.isArray(entry) && entry.event === 'page_view') as Record<
    string,
    unknown
  >[];
const consentUpdates = () =>
  entries().filter((entry) => Array.isArray(entry) && entry[0] === 'consent' && entry[1] === 'update');

beforeEach(async () => {
  await i18next.loadNamespaces(['consent']);
});

afterEach(() => {
  closeConsentSettings();
  for (const script of tagManagerScripts()) script.remove();
  delete window.dataLayer;
});

describe('her consent to the optional third parties', () => {
  it('asks in a named region, and "Necessary only" loads nothing and counts no page', async () => {
    const { user, router } = renderApp({ route: '/' });
    const bar = await screen.findByRole('region', { name: 'Cookie consent' });
    expect(within(bar).getByText(/With your consent we use cookies/)).toBeInTheDocument();

    await user.click(within(bar).getByRole('button', { name: 'Necessary only' }));

    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    // the button she pressed has gone with the bar: the focus goes to the page's content, not lost to the body
    expect(screen.getByRole('main')).toHaveFocus();
    expect(readConsent()).toEqual({ analytics: false, experience: false });
    expect(consentUpdates()).toEqual([
      ['consent', 'update', { analytics_storage: 'denied', personalization_storage: 'denied' }],
    ]);
    await user.click(screen.getAllByRole('link', { name: 'Size guide' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/size-guide'));
    expect(pageViews()).toEqual([]);
    expect(tagManagerScripts()).toEqual([]);
  });

  it('with "Accept all", counts this page and every next one by its clean path, and loads the tag manager', async () => {
    const { user } = renderApp({ route: '/' });
    const bar = await screen.findByRole('region', { name: 'Cookie consent' });
    await user.click(within(bar).getByRole('button', { name: 'Accept all' }));

    expect(consentUpdates()).toEqual([
      ['consent', 'update', { analytics_storage: 'granted', personalization_storage: 'granted' }],
    ]);
    expect(pageViews()).toEqual([
      {
        event: 'page_view',
        page_path: '/',
        page_location: 'http://localhost:3000/',
        page_title: document.title,
        language: 'en',
      },
    ]);
    await waitFor(() => expect(tagManagerScripts()).toHaveLength(1));
    expect(tagManagerScripts()[0]!.async).toBe(true);

    await user.click(screen.getAllByRole('link', { name: 'Size guide' })[0]!);
    await waitFor(() => expect(pageViews().map((view) => view.page_path)).toEqual(['/', '/size-guide']));
  });

  it('opens her choices in a labelled dialog; Escape closes it and gives the focus back', async () => {
    const { user } = renderApp({ route: '/' });
    const bar = await screen.findByRole('region', { name: 'Cookie consent' });
    const choose = within(bar).getByRole('button', { name: 'Choose' });
    await user.click(choose);

    const dialog = screen.getByRole('dialog', { name: 'Cookie settings' });
    expect(within(dialog).getByRole('checkbox', { name: 'Analytics' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Chat and session recording' })).not.toBeChecked();
    within(dialog).getByRole('button', { name: 'Close' }).focus();
    // the browser turns Escape into the dialog's cancel event (jsdom does not)
    fireEvent(dialog, new Event('cancel', { cancelable: true }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(choose).toHaveFocus();
    expect(readConsent()).toBeNull();

    await user.click(choose);
    await user.click(screen.getByRole('checkbox', { name: 'Chat and session recording' }));
    await user.click(screen.getByRole('button', { name: 'Save my choices' }));

    expect(readConsent()).toEqual({ analytics: false, experience: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('lets her withdraw from the footer at any time: denied is told, and no page is counted after it', async () => {
    saveConsent({ analytics: true, experience: true });
    const { user, router } = renderApp({ route: '/' });
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    // answered on an earlier page: a new page leaves the focus where the page puts it
    expect(screen.getByRole('main')).not.toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    const analytics = within(dialog).getByRole('checkbox', { name: 'Analytics' });
    expect(analytics).toBeChecked();
    await user.click(analytics);
    await user.click(within(dialog).getByRole('button', { name: 'Save my choices' }));

    expect(consentUpdates()).toEqual([
      ['consent', 'update', { analytics_storage: 'denied', personalization_storage: 'granted' }],
    ]);
    await user.click(screen.getAllByRole('link', { name: 'Size guide' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/size-guide'));
    expect(pageViews()).toHaveLength(1);
  });

  it('asks in Arabic on an Arabic page, and her settings open from the footer there', async () => {
    await i18next.changeLanguage('ar');
    const { user } = renderApp({ route: '/ar' });
    const bar = await screen.findByRole('region', { name: 'الموافقة على ملفات تعريف الارتباط' });
    expect(within(bar).getByRole('button', { name: 'قبول الكل' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'الضرورية فقط' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'إعدادات ملفات تعريف الارتباط' }));
    const dialog = await screen.findByRole('dialog', { name: 'إعدادات ملفات تعريف الارتباط' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'التحليلات' }));
    await user.click(within(dialog).getByRole('button', { name: 'حفظ اختياراتي' }));

    expect(readConsent()).toEqual({ analytics: true, experience: false });
    await waitFor(() =>
      expect(pageViews()).toEqual([
        {
          event: 'page_view',
          page_path: '/ar',
          page_location: 'http://localhost:3000/ar',
          page_title: document.title,
          language: 'ar',
        },
      ]),
    );
  });
});
