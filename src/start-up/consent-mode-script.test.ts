import { afterEach, describe, expect, it } from 'vitest';
import { saveConsent } from '@/features/third-parties/consent/consent-store';
import { storageKeys } from '@/lib/storage';
import { consentModeArgs, consentModeDefaults, consentModeScript } from './consent-mode-script';
import { inlineScript } from './inline-script';

/** The page's head script as the browser runs it: its text, not the module's function. */
const runHeadScript = () => new Function(inlineScript(consentModeDefaults, ...consentModeArgs()))() as void;

/** The data layer's gtag commands (arguments objects) as plain lists; other entries as they are. */
const commands = () => (window.dataLayer ?? []).map((entry) => (isArguments(entry) ? [...entry] : entry));
const isArguments = (value: unknown): value is IArguments =>
  Object.prototype.toString.call(value) === '[object Arguments]';

afterEach(() => {
  delete window.dataLayer;
});

describe('the Consent Mode head script', () => {
  it('denies everything that follows her before she answers, as gtag commands', () => {
    runHeadScript();

    expect(commands()).toEqual([
      [
        'consent',
        'default',
        {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
          personalization_storage: 'denied',
          functionality_storage: 'granted',
          security_storage: 'granted',
          wait_for_update: 500,
        },
      ],
    ]);
    // gtag's shape: the tag manager reads a command only from an arguments object, never from an array
    expect(isArguments(window.dataLayer?.[0])).toBe(true);
  });

  it('adds her stored answer as an update, keeping what the page pushed before', () => {
    window.dataLayer = [{ event: 'earlier' }];
    saveConsent({ analytics: true, experience: false });

    runHeadScript();

    expect(commands().slice(2)).toEqual([
      ['consent', 'update', { analytics_storage: 'granted', personalization_storage: 'denied' }],
    ]);
    expect(commands()[0]).toEqual({ event: 'earlier' });
  });

  it.each([
    ['another version', JSON.stringify({ version: 0, analytics: true, experience: true, at: '2026-01-01' })],
    ['not JSON', '{'],
    ['another shape', JSON.stringify({ version: 1, analytics: 'yes', experience: true })],
  ])('keeps the defaults alone when the stored answer is %s', (_case, raw) => {
    localStorage.setItem(storageKeys.consent, raw);
    runHeadScript();
    expect(commands()).toHaveLength(1);
  });

  it('keeps the defaults when storage is blocked', () => {
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    try {
      expect(runHeadScript).not.toThrow();
    } finally {
      Storage.prototype.getItem = getItem;
    }
    expect(commands()).toHaveLength(1);
  });
});

describe('the Consent Mode head script in a shop without a tag manager', () => {
  it('is not written: nothing would read it, and every page carries its bytes', () => {
    // the test build's settings configure no third party (src/config/parse-env.ts)
    expect(consentModeScript()).toBe('');
  });
});
