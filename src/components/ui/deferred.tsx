import { useEffect, useState, type ComponentType } from 'react';

type Load = () => Promise<{ default: ComponentType }>;
type Loaded = { component: ComponentType } | { error: unknown } | null;

/**
 * A widget that draws nothing while its code loads (the 'taking longer' notice, the toasts' host, a watcher):
 * its code is asked for once `when` holds, and it is mounted once that code is in. `load` is a module-level
 * function (one identity), e.g. `() => import('@/app/slow-notice')`.
 *
 * Not React.lazy under a Suspense boundary: mounting that boundary commits its fallback, and React then holds
 * back Suspense retries for 300 ms after it (FALLBACK_THROTTLE_MS in react-dom). Mounted right after hydration,
 * as these are, it held back a piece's page, which hydrates inside a boundary of its own (root-layout), for
 * 300 ms before it could be used or ask for the piece (docs/decisions/0034). Code that cannot be loaded is
 * thrown while rendering, to the nearest error boundary, as React.lazy does.
 */
export function Deferred({ load, when }: { load: Load; when: boolean }) {
  const [loaded, setLoaded] = useState<Loaded>(null);
  const asked = when || loaded !== null;
  useEffect(() => {
    if (!asked) return;
    let live = true;
    load().then(
      (module) => live && setLoaded({ component: module.default }),
      (error: unknown) => live && setLoaded({ error }),
    );
    return () => {
      live = false;
    };
  }, [asked, load]);
  if (loaded && 'error' in loaded) throw loaded.error;
  if (!loaded || !when) return null;
  const Widget = loaded.component;
  return <Widget />;
}
