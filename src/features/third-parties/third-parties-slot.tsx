import { Deferred } from '@/components/ui/deferred';
import { loadNamespaces } from '@/lib/i18n';
import { useVisitsBefore } from './analytics/visits-before';
import { usePageUsable } from './page-usable';

// Her consent and the optional third parties it allows (third-parties.tsx), with their words: loaded once the page
// is usable (her first press or key, or the first idle moment after its load), never with its first load.
const loadThirdParties = () =>
  Promise.all([import('./third-parties'), loadNamespaces(['consent', 'feedback'])]).then(
    ([module]) => module,
  );

/**
 * Where the optional third parties come in (root.tsx, in a shop that has one configured). Until they do, the pages
 * she opens are noted, so that, with her consent, each is counted when they come.
 */
export function ThirdPartiesSlot() {
  useVisitsBefore();
  return <Deferred load={loadThirdParties} when={usePageUsable()} />;
}
