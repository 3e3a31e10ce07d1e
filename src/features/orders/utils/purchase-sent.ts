import { session } from '@/lib/storage';

// GA4 counts every `purchase` it receives, so one order is reported once: the ids already reported are kept in
// session storage, and a reload of the confirmation (or coming back to it) does not report the order again.
const KEY = 'ga4PurchaseSent';
const KEEP = 50;

function readSent(): string[] {
  try {
    const parsed: unknown = JSON.parse(session.get(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string').slice(-KEEP) : [];
  } catch {
    return [];
  }
}

export function wasPurchaseSent(orderId: string): boolean {
  return readSent().includes(orderId);
}

export function markPurchaseSent(orderId: string): void {
  const sent = readSent().filter((id) => id !== orderId);
  session.set(KEY, JSON.stringify([...sent, orderId].slice(-KEEP)));
}
