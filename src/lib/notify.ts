// Toasts without react-toastify on the first page load: the toast host (and the library) load the first time
// the shop has something to say. notify() says a message is waiting; start-up mounts the host then
// (src/start-up/lazy-widgets.tsx, decision 0042). react-toastify queues a toast raised before its container
// mounts and shows it once the container is there (docs/decisions/0014).
import { createElement } from 'react';

type Kind = 'success' | 'error' | 'info';

let wanted = false;
const listeners = new Set<() => void>();

export function subscribeToastHost(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isToastHostWanted = (): boolean => wanted;

/** Mounts the toast host (for tests and for pages that toast straight away). */
export function wantToastHost(): void {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

/**
 * A message may be, or carry, the server's words in the other language: it takes the direction of its own text
 * (dir="auto"), so an English sentence on an Arabic page keeps its full stop at its end.
 */
export function notify(kind: Kind, message: string, options: { toastId?: string } = {}): Promise<void> {
  wantToastHost();
  return import('react-toastify').then(({ toast }) => {
    toast[kind](createElement('div', { dir: 'auto' }, message), options);
  });
}
