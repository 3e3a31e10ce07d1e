import { useSyncExternalStore } from 'react';
import type { ListedPiece, PieceList } from '../utils/piece-list';

const none: ListedPiece[] = [];

/**
 * One of her lists of pieces, as it is now. A prerendered page has none (its HTML cannot know hers): it hydrates
 * on none, then shows hers.
 */
export const usePieceList = (list: PieceList): ListedPiece[] =>
  useSyncExternalStore(list.subscribe, list.read, () => none);
