import { useState } from 'react';
import { sortAddresses, useAddresses } from '../api/get-addresses';

/**
 * The delivery address she is choosing (checkout): her addresses, default first, and the one chosen — the one
 * she picked while it is still among them, else the first (her default).
 */
export function useAddressChoice() {
  const query = useAddresses();
  const sorted = query.data ? sortAddresses(query.data) : [];
  const [chosenId, setChosenId] = useState<number | null>(null);
  const id = chosenId !== null && sorted.some((a) => a.id === chosenId) ? chosenId : (sorted[0]?.id ?? null);
  return { query, sorted, id, chosen: sorted.find((a) => a.id === id) ?? null, choose: setChosenId };
}

export type AddressChoice = ReturnType<typeof useAddressChoice>;
