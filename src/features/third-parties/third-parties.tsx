import { env } from '@/config/env';
import { PageViews } from './analytics/page-views';
import { ConsentSettings } from './consent/components/consent-settings';
import { RecordingGate } from './recording/recording-gate';

/**
 * The optional third parties of issue 39, composed once under the root (root.tsx loads this module after
 * hydration, only in a shop that has one configured): her consent, then what it allows.
 */
export default function ThirdParties() {
  const { tagManagerId } = env.THIRD_PARTIES;
  return (
    <>
      <ConsentSettings consentMode={tagManagerId !== null} />
      {tagManagerId !== null && <PageViews tagManagerId={tagManagerId} />}
      {env.THIRD_PARTIES.recording !== null && <RecordingGate />}
    </>
  );
}
