import { useEffect, useSyncExternalStore } from 'react';
import type { HelpMessage } from './whatsapp-link';

// The help on screen (a piece and her choices, her cart, her order: HelpNearby), newest last. The shop's chat
// launcher, drawn by the layout on every page, opens WhatsApp on the same message rather than writing its own.
let shown: readonly { message: HelpMessage }[] = [];
const listeners = new Set<() => void>();
const tell = () => {
  for (const listener of [...listeners]) listener();
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const latest = () => shown.at(-1)?.message ?? null;

/** Puts `message` on screen while the calling component is mounted (and as it changes). */
export function useShowHelpMessage(message: HelpMessage): void {
  useEffect(() => {
    const entry = { message };
    shown = [...shown, entry];
    tell();
    return () => {
      shown = shown.filter((e) => e !== entry);
      tell();
    };
  }, [message]);
}

/** The message of the help on screen, newest first; null when the page shows none. */
export function useHelpMessageOnScreen(): HelpMessage | null {
  return useSyncExternalStore(subscribe, latest, () => null);
}
