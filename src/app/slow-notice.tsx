import { useIsFetching, useIsMutating, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { oldestFetchStart } from '@/lib/query-client';

/** After this long without an answer, she is told the shop is still waiting (the call gives up at 20 s). */
export const SLOW_AFTER_MS = 8_000;

/**
 * Tells her, politely and without taking the page from her, when an answer is taking longer than usual: any
 * query or mutation still on its way after SLOW_AFTER_MS. The screen's own error, with its way out, follows if
 * the call fails (lib/api-client.ts's timeout).
 */
export default function SlowNotice() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const busy = useIsFetching() + useIsMutating() > 0;
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!busy) {
      setSlow(false);
      return;
    }
    // counted from when she started waiting: the page's first call may have begun before this notice loaded
    const waited = Date.now() - (oldestFetchStart(client) ?? Date.now());
    const timer = setTimeout(() => setSlow(true), Math.max(0, SLOW_AFTER_MS - waited));
    return () => clearTimeout(timer);
  }, [busy, client]);
  // Only there while it is slow: an empty live region on every page would be one more 'status' for nothing.
  if (!slow) return null;
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4">
      <p className="max-w-md rounded-full bg-ink px-5 py-3 text-center text-sm text-white shadow-lg">
        {t('network.slow')}
      </p>
    </div>
  );
}
