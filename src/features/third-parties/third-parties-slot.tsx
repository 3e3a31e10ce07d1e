import { Deferred } from '@/components/ui/deferred';
import { loadNamespaces } from '@/lib/i18n';
import { useVisitsBefore } from './analytics/visits-before';
import { anyOptionalThirdParty } from './configured';
import { usePageUsable } from './page-usable';

// Her consent and the optional third parties it allows (third-parties.tsx), with their words: loaded once the page
// is usable (her first press or key, or the first idle moment after its load), never with its first load.
const loadThirdParties = () =>
  Promise.all([import('./third-parties'), loadNamespaces(['consent', 'feedback'])]).then(
    ([module]) => module,
  );

/** Until they come in, the pages she opens are noted, so that, with her consent, each is counted when they do. */
function Slot() {
  useVisitsBefore();
  return <Deferred load={loadThirdParties} when={usePageUsable()} />;
}

/**
 * Where the optional third parties come in (root.tsx): nothing in a shop built without any. Decided here, beside
 * the slot, not in root.tsx: every page's first file holds this module, and only there does the bundler see that
 * the slot is never drawn and leave it out (in root's own file, the slot stayed in the first file, unused).
 */
export function ThirdPartiesSlot() {
  return anyOptionalThirdParty ? <Slot /> : null;
}
