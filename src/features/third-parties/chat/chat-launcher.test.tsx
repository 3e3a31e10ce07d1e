import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HelpNearby } from '@/components/help/help-nearby';
import { i18next } from '@/lib/i18n';
import { saveConsent } from '../consent/consent-store';
import { forgetChat } from './chat-provider';
import { closeConsentSettings, isConsentSettingsOpen } from '../consent/settings-request';
import { ChatLauncher } from './chat-launcher';

const CHAT = { scriptUrl: 'https://client.crisp.chat/l.js', id: 'site-1' };
const t = (key: `chat.${'required' | 'failed' | 'needsConsent' | 'whatsapp' | 'close'}`) =>
  i18next.t(key.slice('chat.'.length) as 'required', { ns: 'chat' });

function show(
  chat: typeof CHAT | null,
  { path = '/products', page = null as React.ReactNode }: { path?: string; page?: React.ReactNode } = {},
) {
  const Screen = () => (
    <>
      {page}
      <ChatLauncher chat={chat} />
    </>
  );
  const Stub = createRoutesStub([{ path: '*', Component: Screen }]);
  return render(<Stub initialEntries={[path]} />);
}

// The provider's script is no part of what she sees: the document's head is read directly.
const providerScript = () =>
  // eslint-disable-next-line testing-library/no-node-access
  [...document.head.querySelectorAll('script')].find((s) => s.src === CHAT.scriptUrl) ?? null;

afterEach(() => {
  providerScript()?.remove();
  forgetChat();
  delete window.$crisp;
  delete window.CRISP_WEBSITE_ID;
});

describe('the chat launcher without a chat provider', () => {
  it('opens WhatsApp in a new tab on the message of the help on screen', async () => {
    show(null, {
      path: '/products/3',
      page: <HelpNearby message={(names) => `About ${names(['Noor Abaya'])}`} />,
    });
    const link = await screen.findByRole('link', { name: 'Chat with us' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    // the help on screen hands the launcher its message once it has mounted (an effect): the link follows
    await waitFor(() =>
      expect(new URL(link.getAttribute('href')!).searchParams.get('text')).toBe('About Noor Abaya'),
    );
    expect(new URL(link.getAttribute('href')!).origin).toBe('https://wa.me');
  });

  it('is named in Arabic on an Arabic page, and opens the chat plainly when the page has no help', async () => {
    await i18next.changeLanguage('ar');
    show(null, { path: '/ar' });
    const link = await screen.findByRole('link', { name: 'تحدثي معنا' });
    expect(link).toHaveAttribute('href', 'https://wa.me/97317000000');
  });

  it('stays away from payment and password pages', () => {
    show(null, { path: '/ar/checkout' });
    expect(screen.queryByTestId('chat-launcher')).not.toBeInTheDocument();
  });

  it('steps aside while she types in a field of the page, and comes back after', async () => {
    const user = userEvent.setup();
    show(null, { page: <input aria-label="Search" /> });
    const launcher = screen.getByTestId('chat-launcher');
    await user.click(screen.getByRole('textbox', { name: 'Search' }));
    expect(launcher).toHaveClass('hidden');
    await user.tab();
    expect(launcher).not.toHaveClass('hidden');
  });

  it('keeps above a bar pinned at the foot of a phone’s screen (the piece’s Add to cart)', async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 700, 390, 112));
    show(null, { page: <div data-pinned-foot="" style={{ position: 'sticky' }} /> });
    expect((await screen.findByTestId('chat-launcher')).style.getPropertyValue('--pinned-foot')).toBe(
      '112px',
    );
    vi.restoreAllMocks();
  });

  it('keeps to the corner when that bar sits in its place (a desktop)', async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 700, 390, 112));
    show(null, { page: <div data-pinned-foot="" style={{ position: 'static' }} /> });
    expect((await screen.findByTestId('chat-launcher')).style.getPropertyValue('--pinned-foot')).toBe('0px');
    vi.restoreAllMocks();
  });
});

describe('the chat launcher with a chat provider', () => {
  it('fetches nothing until she sends her first message, then hands it to the provider', async () => {
    saveConsent({ analytics: false, experience: true });
    const user = userEvent.setup();
    show(CHAT);
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    const panel = await screen.findByRole('dialog', { name: 'Chat with us' });
    expect(providerScript()).toBeNull();
    const field = within(panel).getByRole('textbox', { name: 'Your message' });
    expect(field).toHaveFocus();
    await user.type(field, 'Do you ship to Muscat?');
    await user.click(within(panel).getByRole('button', { name: 'Send message' }));
    const script = providerScript();
    expect(script).not.toBeNull();
    expect(window.CRISP_WEBSITE_ID).toBe('site-1');
    act(() => {
      script!.dispatchEvent(new Event('load'));
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.$crisp).toContainEqual(['do', 'chat:open']);
    expect(window.$crisp).toContainEqual(['do', 'message:send', ['text', 'Do you ship to Muscat?']]);
  });

  it('opens the loaded chat directly, and puts it away when she withdraws her consent', async () => {
    saveConsent({ analytics: false, experience: true });
    const user = userEvent.setup();
    show(CHAT);
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    // the panel's code loads on her first press: wait for it (a test run first in the file waited the longest)
    await user.type(await screen.findByRole('textbox', { name: 'Your message' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    act(() => {
      providerScript()!.dispatchEvent(new Event('load'));
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const queue = window.$crisp as unknown as unknown[];
    const sent = queue.length;
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(queue.slice(sent)).toEqual([
      ['do', 'chat:show'],
      ['do', 'chat:open'],
    ]);
    act(() => saveConsent({ analytics: false, experience: false }));
    expect(queue.slice(-2)).toEqual([
      ['do', 'chat:close'],
      ['do', 'chat:hide'],
    ]);
  });

  it('asks for her message before loading anything', async () => {
    saveConsent({ analytics: false, experience: true });
    const user = userEvent.setup();
    show(CHAT);
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    await user.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t('chat.required'));
    expect(providerScript()).toBeNull();
  });

  it('offers WhatsApp when the provider’s script cannot be loaded', async () => {
    saveConsent({ analytics: false, experience: true });
    const user = userEvent.setup();
    show(CHAT, { page: <HelpNearby message="About order 1042" /> });
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    // the panel's code loads on her first press: wait for it (a test run first in the file waited the longest)
    await user.type(await screen.findByRole('textbox', { name: 'Your message' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    act(() => {
      providerScript()!.dispatchEvent(new Event('error'));
    });
    const panel = await screen.findByRole('dialog');
    expect(await within(panel).findByRole('alert')).toHaveTextContent(t('chat.failed'));
    const whatsapp = within(panel).getByRole('link', { name: t('chat.whatsapp') });
    expect(new URL(whatsapp.getAttribute('href')!).searchParams.get('text')).toBe('About order 1042');
    expect(providerScript()).toBeNull();

    // closed and opened again, she can try once more: the script is asked for again
    await user.click(within(panel).getByRole('button', { name: t('chat.close') }));
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    // the panel's code loads on her first press: wait for it (a test run first in the file waited the longest)
    await user.type(await screen.findByRole('textbox', { name: 'Your message' }), 'Hello again');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(providerScript()).not.toBeNull();
  });

  it('without her consent, loads nothing: says why, offers WhatsApp and her privacy choices (Arabic)', async () => {
    await i18next.changeLanguage('ar');
    const user = userEvent.setup();
    show(CHAT, { path: '/ar/products' });
    await user.click(screen.getByRole('button', { name: 'تحدثي معنا' }));
    const panel = await screen.findByRole('dialog', { name: 'تحدثي معنا' });
    expect(panel).toHaveTextContent(t('chat.needsConsent'));
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'راسلينا على واتساب' })).toHaveAttribute(
      'href',
      'https://wa.me/97317000000',
    );
    // the same words as the footer's: one phrasing for one action
    await user.click(within(panel).getByRole('button', { name: 'إعدادات ملفات تعريف الارتباط' }));
    expect(isConsentSettingsOpen()).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(providerScript()).toBeNull();
    closeConsentSettings();
  });

  it.each([
    ['en', '/products', 'Chat with us'],
    ['ar', '/ar/products', 'تحدثي معنا'],
  ])('closes its panel on Escape and gives the focus back to the launcher (%s)', async (lang, path, name) => {
    await i18next.changeLanguage(lang);
    saveConsent({ analytics: false, experience: true });
    const user = userEvent.setup();
    show(CHAT, { path });
    const launcher = screen.getByRole('button', { name });
    await user.click(launcher);
    expect(launcher).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('textbox')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(launcher).toHaveFocus();
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
  });
});
