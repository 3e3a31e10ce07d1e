import { Deferred } from '@/components/ui/deferred';
import { env } from '@/config/env';
import { useConsent } from '../consent/consent-store';
import { usePageUsable } from '../page-usable';

const loadSessionRecording = () =>
  import('./session-recording').then((m) => ({ default: m.SessionRecording }));

/**
 * The session recording's code is asked for only with a recorder configured, her consent to the experience tools,
 * and a usable page; withdrawing the consent unmounts it, which ends the recording.
 */
export function RecordingGate() {
  const consent = useConsent();
  const usable = usePageUsable();
  const wanted = env.THIRD_PARTIES.recording !== null && consent?.experience === true && usable;
  return <Deferred load={loadSessionRecording} when={wanted} />;
}
