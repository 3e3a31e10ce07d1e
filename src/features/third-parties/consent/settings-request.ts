import { useSyncExternalStore } from 'react';

// Whether her cookie settings are asked for (the footer's "Cookie settings", the bar's "Choose"). A store of its own,
// so the footer, in every page's first load, opens a dialog whose code loads only after hydration: pressed before
// it is in, the dialog opens as soon as it is.
let requested = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (requested === value) return;
  requested = value;
  for (const listener of [...listeners]) listener();
}

/** Opens the cookie settings. */
export const openConsentSettings = () => set(true);
/** Closes them (saved, Escape, the close button). */
export const closeConsentSettings = () => set(false);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const read = () => requested;

/** Whether the cookie settings are asked for now (outside React). */
export const isConsentSettingsOpen = read;

/** Whether the cookie settings are open. */
export function useConsentSettingsOpen(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
