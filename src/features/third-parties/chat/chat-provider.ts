import { loadScript } from '../load-script';

/**
 * What the launcher asks of a chat provider once its script is in: open its chat, sending her first message; and
 * put it away when she withdraws her consent (a script once run cannot be unloaded before the next page load).
 */
export type ChatProvider = { open(firstMessage: string | null): void; hide(): void };

export type ChatConfig = { scriptUrl: string; id: string };

type CrispCommand = [string, ...unknown[]];
declare global {
  interface Window {
    /** Crisp's command queue: an array before its script runs, then an object with the same `push`. */
    $crisp?: { push(command: CrispCommand): unknown };
    CRISP_WEBSITE_ID?: string;
  }
}

/**
 * The Crisp adapter (https://docs.crisp.chat/guides/chatbox-sdks/web-sdk/): its script (VITE_CHAT_SCRIPT_URL,
 * https://client.crisp.chat/l.js) reads the website id (VITE_CHAT_ID) from `window.CRISP_WEBSITE_ID` and the
 * commands queued in `window.$crisp`. Crisp's own bubble is hidden: the shop's launcher stays the one way in, and
 * the chatbox hides again when she closes it.
 */
function crisp(): ChatProvider {
  const push = (command: CrispCommand) => window.$crisp?.push(command);
  push(['do', 'chat:hide']);
  push(['on', 'chat:closed', () => push(['do', 'chat:hide'])]);
  return {
    open(firstMessage) {
      push(['do', 'chat:show']);
      push(['do', 'chat:open']);
      if (firstMessage) push(['do', 'message:send', ['text', firstMessage]]);
    },
    hide() {
      push(['do', 'chat:close']);
      push(['do', 'chat:hide']);
    },
  };
}

let loading: Promise<ChatProvider> | null = null;

/** Loads the chat provider's script once (again after a failure) and gives its adapter. */
export function loadChat(config: ChatConfig): Promise<ChatProvider> {
  if (!loading) {
    window.$crisp ??= [];
    window.CRISP_WEBSITE_ID = config.id;
    loading = loadScript(config.scriptUrl).then(crisp, (error: unknown) => {
      loading = null;
      throw error;
    });
  }
  return loading;
}

/** Forgets the loaded provider (tests). */
export function forgetChat(): void {
  loading = null;
}
