import { useSyncExternalStore } from 'react';
import { CONSENT_VERSION, type Consent } from '@/domain/consent';
import { local, parseStored, storageKeys } from '@/lib/storage';

export { CONSENT_VERSION, type Consent };

/** What is stored: the answer, when she gave it, and the version of the question it answers. */
type StoredConsent = Consent & { version: typeof CONSENT_VERSION; at: string };

const MAX_STORED_CHARS = 200;

/** The stored answer, checked: anything else (absent, too long, another shape or version) is no answer. */
export function parseConsent(raw: string | null): Consent | null {
  const value = parseStored(raw, MAX_STORED_CHARS);
  if (typeof value !== 'object' || value === null) return null;
  const { version, analytics, experience, at } = value as Partial<Record<keyof StoredConsent, unknown>>;
  if (version !== CONSENT_VERSION || typeof analytics !== 'boolean' || typeof experience !== 'boolean')
    return null;
  if (typeof at !== 'string' || Number.isNaN(Date.parse(at))) return null;
  return { analytics, experience };
}

const listeners = new Set<() => void>();
let snapshot: { raw: string | null; consent: Consent | null } = { raw: null, consent: null };

/** Her answer, or null; the same object while the stored answer is unchanged (useSyncExternalStore's snapshot). */
export function readConsent(): Consent | null {
  const raw = local.get(storageKeys.consent);
  if (raw !== snapshot.raw) snapshot = { raw, consent: parseConsent(raw) };
  return snapshot.consent;
}

/** Keeps her answer and tells every listener of this tab (other tabs hear it through the storage event). */
export function saveConsent(consent: Consent, now: Date = new Date()): void {
  const stored: StoredConsent = {
    version: CONSENT_VERSION,
    analytics: consent.analytics,
    experience: consent.experience,
    at: now.toISOString(),
  };
  local.set(storageKeys.consent, JSON.stringify(stored));
  for (const listener of [...listeners]) listener();
}

function onStorage(event: StorageEvent) {
  if (event.key === storageKeys.consent || event.key === null)
    for (const listener of [...listeners]) listener();
}

/** Calls `listener` when her answer changes, in this tab or another; returns the unsubscribe. */
export function subscribeConsent(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined')
      window.removeEventListener('storage', onStorage);
  };
}

/** Her answer in a component (null before she answers, and in the build's render). */
export function useConsent(): Consent | null {
  return useSyncExternalStore(subscribeConsent, readConsent, () => null);
}
