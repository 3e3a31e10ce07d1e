import { describe, expect, it } from 'vitest';
import { readUnavailableItemIds } from './unavailable-items';

describe('items checkout found unavailable', () => {
  it('reads the navigation state, else the address, and refuses anything else', () => {
    expect(readUnavailableItemIds({ unavailableItemIds: [4, 4, 7] }, '')).toEqual([4, 7]);
    expect(readUnavailableItemIds(null, '?unavailable=1,2')).toEqual([1, 2]);
    expect(readUnavailableItemIds({ unavailableItemIds: ['4'] }, '')).toEqual([]);
    expect(readUnavailableItemIds(null, '?unavailable=1,<script>')).toEqual([]);
    expect(readUnavailableItemIds(undefined, '')).toEqual([]);
  });
});
