import { useSyncExternalStore } from 'react';
import { Deferred } from '@/components/ui/deferred';
import { isToastHostWanted, subscribeToastHost } from '@/lib/notify';
import { useSession } from '@/lib/use-session';

// These widgets draw nothing while their code loads, and mount once it is in: no Suspense fallback right after
// hydration, which would hold the page's own hydration back (components/ui/deferred, docs/decisions/0034).
// The toasts' host (and react-toastify) with the first message the shop shows (docs/decisions/0014): any code may
// call lib/notify's notify(), which says a message is waiting; the host mounts here.
const loadToastHost = () => import('@/app/toast-host');
// Once she has signed in, her pending cart item is added (or, for an admin, dropped): a guest never loads it.
const loadPendingCartItemWatcher = () => import('@/features/cart/components/pending-cart-item-watcher');

/** What the root mounts only once it is needed: the toasts' host, and the pending cart item's watcher. */
export function LazyWidgets() {
  const toastWanted = useSyncExternalStore(subscribeToastHost, isToastHostWanted, isToastHostWanted);
  const signedIn = useSession() !== null;
  return (
    <>
      <Deferred load={loadPendingCartItemWatcher} when={signedIn} />
      <Deferred load={loadToastHost} when={toastWanted} />
    </>
  );
}
