import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { env } from '@/config/env';
import { isPrivatePage } from '../private-pages';
import { startRecording, type RecordingConfig, type RecordingSession } from './recording-provider';

/**
 * The session recording (issue 39.4), mounted once she has consented to the experience tools and the page is
 * usable (recording-gate.tsx); unmounted when she withdraws that consent, which ends it. It never starts on a
 * payment, password or sign-in page (private-pages.ts), and pauses when she reaches one.
 */
export function SessionRecording({
  recording = env.THIRD_PARTIES.recording,
  leave,
}: {
  recording?: RecordingConfig | null;
  /** How a recorder without a stop is left behind (a full load); tests pass their own. */
  leave?: () => void;
}) {
  const onPrivatePage = isPrivatePage(useLocation().pathname);
  const session = useRef<{ recording: RecordingSession; paused: boolean } | null>(null);

  // A layout effect: the recorder is stopped in the same task as the private page's elements are added, before its
  // MutationObserver is told of them.
  useLayoutEffect(() => {
    if (!recording) return;
    const current = session.current;
    if (!current) {
      if (!onPrivatePage) session.current = { recording: startRecording(recording, leave), paused: false };
    } else if (onPrivatePage && !current.paused) {
      current.paused = true;
      current.recording.pause();
    } else if (!onPrivatePage && current.paused) {
      current.paused = false;
      current.recording.resume();
    }
  }, [recording, onPrivatePage, leave]);

  useEffect(
    () => () => {
      session.current?.recording.end();
      session.current = null;
    },
    [],
  );
  return null;
}
