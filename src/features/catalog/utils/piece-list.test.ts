import { describe, expect, it } from 'vitest';
import { local } from '@/lib/storage';
import { pieceHref, recentPieces, savedPieces, type ListedPiece } from './piece-list';

const piece = (id: number): ListedPiece => ({ id, name: { en: `Piece ${id}`, ar: `قطعة ${id}` } });

describe('her lists of pieces', () => {
  it('put the newest first, each piece once, and keep no more than their bound', () => {
    expect(recentPieces.max).toBe(8);
    expect(savedPieces.max).toBe(50);
    let list: ListedPiece[] = [];
    for (let id = 1; id <= 11; id += 1) list = recentPieces.withPiece(list, piece(id));
    expect(list).toHaveLength(8);
    expect(list[0]!.id).toBe(11);
    list = recentPieces.withPiece(list, piece(6));
    expect(list.map((p) => p.id)).toEqual([6, 11, 10, 9, 8, 7, 5, 4]);
    let saved: ListedPiece[] = [];
    for (let id = 1; id <= 60; id += 1) saved = savedPieces.withPiece(saved, piece(id));
    expect(saved).toHaveLength(50);
  });

  it('bound a long name, and keep of her choices only the ids they are', () => {
    const [stored] = savedPieces.withPiece([], {
      id: 1,
      name: { en: 'x'.repeat(500) },
      choices: { colour: 3, fabric: -1, cut: 2.5 } as never,
    });
    expect(stored!.name.en).toHaveLength(120);
    expect(stored!.name).not.toHaveProperty('ar');
    expect(stored!.choices).toEqual({ colour: 3 });
  });

  it.each([
    ['nothing', null],
    ['text that is not JSON', '{not json'],
    ['an object', '{"id":1}'],
    ['a number', '42'],
    ['far too much', JSON.stringify(Array.from({ length: 400 }, (_, i) => piece(i + 1)))],
  ])('read %s as no pieces', (_label, raw) => {
    expect(recentPieces.parse(raw)).toEqual([]);
  });

  it('leave out what is not a piece, a piece twice, and what is past the bound', () => {
    const raw = JSON.stringify([
      piece(1),
      { id: '2', name: { en: 'text id' } },
      { id: 0, name: { en: 'zero' } },
      { id: 3.5, name: { en: 'fraction' } },
      { id: 4, name: { en: '' } },
      { id: 5, name: { en: '<img src=x onerror=alert(1)>' }, choices: { colour: 'red', cut: 7 } },
      { id: 6 },
      piece(1),
      ...Array.from({ length: 10 }, (_, i) => piece(10 + i)),
    ]);
    const pieces = recentPieces.parse(raw);
    expect(pieces.map((p) => p.id)).toEqual([1, 5, 10, 11, 12, 13, 14, 15]);
    // a name is text, shown as text (never as HTML) by the cards; a choice that is no id is dropped
    expect(pieces[1]).toEqual({ id: 5, name: { en: '<img src=x onerror=alert(1)>' }, choices: { cut: 7 } });
  });

  it('are kept in the browser: put, read back after a reload, and a piece taken off', () => {
    recentPieces.put(piece(3));
    recentPieces.put(piece(7));
    expect(JSON.parse(local.get(recentPieces.key) ?? '[]')).toEqual([piece(7), piece(3)]);
    expect(recentPieces.read().map((p) => p.id)).toEqual([7, 3]);
    expect(recentPieces.read()).toBe(recentPieces.read()); // the same list while nothing changed
    recentPieces.forget(7);
    expect(recentPieces.read()).toEqual([piece(3)]);
    expect(savedPieces.read()).toEqual([]); // each list is its own
  });

  it('restate a listed piece’s choices in its place, and leave a piece not listed out', () => {
    savedPieces.put({ ...piece(1), choices: { colour: 3 } });
    savedPieces.put(piece(2));
    savedPieces.restate(1, { colour: 4, cut: 9 });
    expect(savedPieces.read()).toEqual([piece(2), { ...piece(1), choices: { colour: 4, cut: 9 } }]);
    savedPieces.restate(1, {});
    expect(savedPieces.read()).toEqual([piece(2), piece(1)]);
    savedPieces.restate(5, { colour: 1 });
    expect(savedPieces.read().map((p) => p.id)).toEqual([2, 1]);
  });

  it('link a saved piece to its page with her choices, as its address carries them', () => {
    expect(pieceHref({ ...piece(12), choices: { colour: 3, fabric: 2, cut: 14 } })).toBe(
      '/products/12?colour=3&fabric=2&cut=14',
    );
    expect(pieceHref(piece(12))).toBe('/products/12');
  });
});
