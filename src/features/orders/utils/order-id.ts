// Order ids are unguessable UUIDs (contract, Conventions), because the order summary is public. Anything else in
// an address is not an order id: it is never sent to the API, nor shown as if it named an order.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseOrderId(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length !== 36) return null;
  return UUID.test(raw) ? raw.toLowerCase() : null;
}
