import { loadScript } from '../load-script';
import { mirrorPrivate, type MaskAttribute } from './masking';

export type RecordingConfig = { provider: 'clarity' | 'hotjar'; id: string; scriptUrl: string | null };

/** A recording started on an ordinary page: what to do on a payment or password page, back, and at the end. */
export type RecordingSession = {
  /** She reached a page that is never recorded. */
  pause(): void;
  /** She left it for an ordinary page. */
  resume(): void;
  /** Her consent to the experience tools is withdrawn. */
  end(): void;
};

declare global {
  interface Window {
    clarity?: ((...args: unknown[]) => void) & { q?: unknown[] };
    hj?: ((...args: unknown[]) => void) & { q?: unknown[] };
    _hjSettings?: { hjid: number | string; hjsv: number };
  }
}

export const MASK_ATTRIBUTES: Record<RecordingConfig['provider'], MaskAttribute> = {
  clarity: { name: 'data-clarity-mask', value: 'true' },
  hotjar: { name: 'data-hj-suppress', value: '' },
};

/** A full load of the page she is on: how a recorder without a stop (Hotjar) is left behind. */
const reload = () => window.location.reload();

/**
 * Microsoft Clarity (https://learn.microsoft.com/clarity/setup-and-installation/clarity-setup): its standard
 * bootstrap (a `clarity()` queue, then https://www.clarity.ms/tag/<id>), and its API's `stop` / `start` around the
 * pages that are never recorded.
 */
let clarityAsked = false;

function clarity(config: RecordingConfig): RecordingSession {
  if (clarityAsked) {
    // Her consent given again after she withdrew it: the script is in, stopped.
    window.clarity?.('start');
  } else {
    clarityAsked = true;
    window.clarity ??= Object.assign(
      function queue(...args: unknown[]) {
        (window.clarity!.q ??= []).push(args);
      },
      { q: [] as unknown[] },
    );
    void loadScript(config.scriptUrl ?? `https://www.clarity.ms/tag/${encodeURIComponent(config.id)}`).catch(
      () => undefined,
    );
  }
  return {
    pause: () => window.clarity?.('stop'),
    resume: () => window.clarity?.('start'),
    end: () => window.clarity?.('stop'),
  };
}

/** Forgets that Clarity's script was asked for (tests). */
export function forgetRecorders(): void {
  clarityAsked = false;
}

/**
 * Hotjar (https://help.hotjar.com/hc/en-us/articles/115009336727): its standard bootstrap (an `hj()` queue,
 * `_hjSettings = { hjid, hjsv: 6 }`, then https://static.hotjar.com/c/hotjar-<id>.js?sv=6). Hotjar has no stop:
 * reaching a page that is never recorded, or withdrawing her consent, loads the page afresh, where it does not run.
 */
function hotjar(config: RecordingConfig, leave: () => void): RecordingSession {
  window.hj ??= Object.assign(
    function queue(...args: unknown[]) {
      (window.hj!.q ??= []).push(args);
    },
    { q: [] as unknown[] },
  );
  window._hjSettings = { hjid: /^\d+$/.test(config.id) ? Number(config.id) : config.id, hjsv: 6 };
  void loadScript(
    config.scriptUrl ?? `https://static.hotjar.com/c/hotjar-${encodeURIComponent(config.id)}.js?sv=6`,
  ).catch(() => undefined);
  return { pause: leave, resume: () => {}, end: leave };
}

/**
 * Starts the configured recorder on an ordinary page: the shop's masking is mapped to the provider's attribute
 * first, then its script is asked for (a failure only means no recording).
 */
export function startRecording(config: RecordingConfig, leave: () => void = reload): RecordingSession {
  const unmirror = mirrorPrivate(MASK_ATTRIBUTES[config.provider]);
  const session = config.provider === 'clarity' ? clarity(config) : hotjar(config, leave);
  return {
    pause: session.pause,
    resume: session.resume,
    end: () => {
      session.end();
      unmirror();
    },
  };
}
