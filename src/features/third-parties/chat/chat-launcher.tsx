import { Suspense, useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { whatsappLink } from '@/components/help/whatsapp-link';
import { useHelpMessageOnScreen } from '@/components/help/help-on-screen';
import { CONTACT } from '@/config/contact';
import { env } from '@/config/env';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { useConsent } from '../consent/consent-store';
import { isPrivatePage } from '../private-pages';
import { loadChat, type ChatConfig, type ChatProvider } from './chat-provider';
import { openConsentSettings } from '../consent/settings-request';
import { usePinnedFootHeight, useTypingOutside } from './use-launcher-place';

// Its panel comes as she reaches for the launcher (pointer, focus, touch), at the latest when she presses it.
const ChatPanel = preloadableLazy(() => import('./chat-panel').then((m) => m.ChatPanel));
const preloadPanel = () => void ChatPanel.preload().catch(() => undefined);

function ChatIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 shrink-0" fill="none" stroke="currentColor">
      <path
        strokeWidth="1.8"
        strokeLinejoin="round"
        d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4h0A1.5 1.5 0 0 1 4 14.5z"
      />
    </svg>
  );
}

const LAUNCHER =
  'pointer-events-auto inline-flex min-h-12 min-w-12 items-center justify-center gap-2 rounded-full bg-ink px-3 text-sm font-semibold text-white shadow-lg hover:bg-ink/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:px-4';

type Status = 'idle' | 'loading' | 'failed';

/**
 * The shop's own chat launcher (issue 39.3), on every page of the layout, drawn after hydration (never in the
 * prerendered page, never its largest paint; fixed, so nothing moves). The chat provider's script is fetched only
 * when she sends her first message from the shop's small panel, and only with her consent to the experience tools;
 * the message is handed over through the provider's adapter (chat-provider.ts). Without a provider it opens
 * WhatsApp on the message of the help on screen (the piece, her cart, her order); without her consent, or when the
 * provider cannot be loaded, the panel says so and offers WhatsApp. It stays away from payment and password pages
 * and from the field she is typing in, and keeps above a bar pinned at the foot of a phone's screen.
 */
export function ChatLauncher({ chat = env.THIRD_PARTIES.chat }: { chat?: ChatConfig | null }) {
  const { t, i18n } = useTranslation('chat');
  const lang = i18n.language === 'ar' ? 'ar' : 'en';
  const { pathname } = useLocation();
  const consent = useConsent();
  const help = useHelpMessageOnScreen();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const typing = useTypingOutside(root);
  const lift = usePinnedFootHeight();
  // The page the panel was opened on: moving to another closes it (its WhatsApp message named the page she left).
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const [status, setStatus] = useState<Status>('idle');
  const [provider, setProvider] = useState<ChatProvider | null>(null);
  const panelId = useId();
  const titleId = useId();

  const allowed = consent?.experience === true;
  // Her consent withdrawn: the provider's chat, already loaded, is put away (the shop's panel says why from then on).
  useEffect(() => {
    if (provider && !allowed) provider.hide();
  }, [provider, allowed]);

  if (isPrivatePage(pathname)) return null;

  const whatsapp = help ? whatsappLink(help, lang) : CONTACT.whatsappUrl;
  const place = { '--pinned-foot': `${lift}px` } as CSSProperties;
  // 1rem from the corner, above the phone's home indicator and above a bar pinned at the foot of the screen.
  const frame = `pointer-events-none fixed end-4 bottom-[calc(1rem+var(--pinned-foot)+env(safe-area-inset-bottom,0px))] z-30 flex flex-col items-end gap-3 ${typing ? 'hidden' : ''}`;

  if (!chat) {
    return (
      <div ref={root} className={frame} style={place} data-testid="chat-launcher">
        <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={LAUNCHER}>
          <ChatIcon />
          <span className="sr-only sm:not-sr-only">{t('launcher')}</span>
        </a>
      </div>
    );
  }

  const close = () => {
    setOpenOn(null);
    // Opened again after a failure, the panel offers to send once more.
    if (status === 'failed') setStatus('idle');
    button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  };
  const press = () => {
    // Once the provider is in, the launcher opens its chat directly.
    if (provider && allowed) provider.open(null);
    else setOpenOn(open ? null : pathname);
  };
  const send = async (message: string) => {
    setStatus('loading');
    try {
      const loaded = await loadChat(chat);
      loaded.open(message);
      setProvider(loaded);
      setStatus('idle');
      setOpenOn(null);
    } catch {
      setStatus('failed');
    }
  };

  return (
    <div ref={root} className={frame} style={place} data-testid="chat-launcher">
      {open && (
        <Suspense fallback={null}>
          <ChatPanel
            panelId={panelId}
            titleId={titleId}
            status={status}
            allowed={allowed}
            whatsapp={whatsapp}
            onClose={close}
            onKeyDown={onKeyDown}
            onSend={send}
            onConsent={() => {
              close();
              openConsentSettings();
            }}
          />
        </Suspense>
      )}
      <button
        ref={button}
        type="button"
        onClick={press}
        onKeyDown={onKeyDown}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        // the panel's code comes as she reaches for the launcher
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        onTouchStart={preloadPanel}
        className={LAUNCHER}
      >
        <ChatIcon />
        <span className="sr-only sm:not-sr-only">{t('launcher')}</span>
      </button>
    </div>
  );
}
