import { describe, expect, it } from 'vitest';
import { local } from '@/lib/storage';
import {
  MAX_RECENT_PIECES,
  RECENT_PIECES_KEY,
  forgetRecentPiece,
  parseRecentPieces,
  readRecentPieces,
  recordRecentPiece,
  withRecentPiece,
  type RecentPiece,
} from './recent-pieces';

const piece = (id: number): RecentPiece => ({ id, name: { en: `Piece ${id}`, ar: `قطعة ${id}` } });

describe('recently viewed pieces', () => {
  it('puts the newest first, each piece once, and keeps no more than the bound', () => {
    let list: RecentPiece[] = [];
    for (let id = 1; id <= MAX_RECENT_PIECES + 3; id += 1) list = withRecentPiece(list, piece(id));
    expect(list).toHaveLength(MAX_RECENT_PIECES);
    expect(list[0]!.id).toBe(MAX_RECENT_PIECES + 3);
    list = withRecentPiece(list, piece(6));
    expect(list.map((p) => p.id)).toEqual([6, 11, 10, 9, 8, 7, 5, 4]);
  });

  it('bounds a long name as it stores it', () => {
    const [stored] = withRecentPiece([], { id: 1, name: { en: 'x'.repeat(500) } });
    expect(stored!.name.en).toHaveLength(120);
    expect(stored!.name).not.toHaveProperty('ar');
  });

  it.each([
    ['nothing', null],
    ['text that is not JSON', '{not json'],
    ['an object', '{"id":1}'],
    ['a number', '42'],
    ['far too much', JSON.stringify(Array.from({ length: 400 }, (_, i) => piece(i + 1)))],
  ])('reads %s as no pieces', (_label, raw) => {
    expect(parseRecentPieces(raw)).toEqual([]);
  });

  it('leaves out what is not a piece, a piece twice, and what is past the bound', () => {
    const raw = JSON.stringify([
      piece(1),
      { id: '2', name: { en: 'text id' } },
      { id: 0, name: { en: 'zero' } },
      { id: 3.5, name: { en: 'fraction' } },
      { id: 4, name: { en: '' } },
      { id: 5, name: { en: '<img src=x onerror=alert(1)>' } },
      { id: 6 },
      piece(1),
      ...Array.from({ length: 10 }, (_, i) => piece(10 + i)),
    ]);
    const pieces = parseRecentPieces(raw);
    expect(pieces.map((p) => p.id)).toEqual([1, 5, 10, 11, 12, 13, 14, 15]);
    // a name is text, shown as text (never as HTML) by the cards
    expect(pieces[1]!.name.en).toBe('<img src=x onerror=alert(1)>');
  });

  it('keeps the list in the browser: recorded, read back after a reload, and a piece taken off', () => {
    recordRecentPiece(piece(3));
    recordRecentPiece(piece(7));
    expect(JSON.parse(local.get(RECENT_PIECES_KEY) ?? '[]')).toEqual([piece(7), piece(3)]);
    expect(readRecentPieces().map((p) => p.id)).toEqual([7, 3]);
    expect(readRecentPieces()).toBe(readRecentPieces()); // the same list while nothing changed
    forgetRecentPiece(7);
    expect(readRecentPieces()).toEqual([piece(3)]);
  });
});
