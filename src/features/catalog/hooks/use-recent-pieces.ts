import { useSyncExternalStore } from 'react';
import { readRecentPieces, subscribeRecentPieces, type RecentPiece } from '../utils/recent-pieces';

const none: RecentPiece[] = [];

/**
 * The pieces she looked at last, newest first. A prerendered page has none (its HTML cannot know them): it
 * hydrates on none, then shows hers.
 */
export const useRecentPieces = (): RecentPiece[] =>
  useSyncExternalStore(subscribeRecentPieces, readRecentPieces, () => none);
