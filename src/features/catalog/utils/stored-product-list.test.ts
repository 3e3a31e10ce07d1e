import { describe, expect, it } from 'vitest';
import { local } from '@/lib/storage';
import { productHref, recentProducts, savedProducts, type ListedProduct } from './stored-product-list';

const piece = (id: number): ListedProduct => ({ id, name: { en: `Piece ${id}`, ar: `قطعة ${id}` } });

describe('her lists of pieces', () => {
  it('put the newest first, each piece once, and keep no more than their bound', () => {
    expect(recentProducts.max).toBe(8);
    expect(savedProducts.max).toBe(50);
    let list: ListedProduct[] = [];
    for (let id = 1; id <= 11; id += 1) list = recentProducts.withProduct(list, piece(id));
    expect(list).toHaveLength(8);
    expect(list[0]!.id).toBe(11);
    list = recentProducts.withProduct(list, piece(6));
    expect(list.map((p) => p.id)).toEqual([6, 11, 10, 9, 8, 7, 5, 4]);
    let saved: ListedProduct[] = [];
    for (let id = 1; id <= 60; id += 1) saved = savedProducts.withProduct(saved, piece(id));
    expect(saved).toHaveLength(50);
  });

  it('bound a long name, and keep of her choices only the ids they are', () => {
    const [stored] = savedProducts.withProduct([], {
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
    expect(recentProducts.parse(raw)).toEqual([]);
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
    const pieces = recentProducts.parse(raw);
    expect(pieces.map((p) => p.id)).toEqual([1, 5, 10, 11, 12, 13, 14, 15]);
    // a name is text, shown as text (never as HTML) by the cards; a choice that is no id is dropped
    expect(pieces[1]).toEqual({ id: 5, name: { en: '<img src=x onerror=alert(1)>' }, choices: { cut: 7 } });
  });

  it('are kept in the browser: put, read back after a reload, and a piece taken off', () => {
    recentProducts.put(piece(3));
    recentProducts.put(piece(7));
    expect(JSON.parse(local.get(recentProducts.key) ?? '[]')).toEqual([piece(7), piece(3)]);
    expect(recentProducts.read().map((p) => p.id)).toEqual([7, 3]);
    expect(recentProducts.read()).toBe(recentProducts.read()); // the same list while nothing changed
    recentProducts.forget(7);
    expect(recentProducts.read()).toEqual([piece(3)]);
    expect(savedProducts.read()).toEqual([]); // each list is its own
  });

  it('restate a listed piece’s choices in its place, and leave a piece not listed out', () => {
    savedProducts.put({ ...piece(1), choices: { colour: 3 } });
    savedProducts.put(piece(2));
    savedProducts.restate(1, { colour: 4, cut: 9 });
    expect(savedProducts.read()).toEqual([piece(2), { ...piece(1), choices: { colour: 4, cut: 9 } }]);
    savedProducts.restate(1, {});
    expect(savedProducts.read()).toEqual([piece(2), piece(1)]);
    savedProducts.restate(5, { colour: 1 });
    expect(savedProducts.read().map((p) => p.id)).toEqual([2, 1]);
  });

  it('link a saved piece to its page with her choices, as its address carries them', () => {
    expect(productHref({ ...piece(12), choices: { colour: 3, fabric: 2, cut: 14 } })).toBe(
      '/products/12?colour=3&fabric=2&cut=14',
    );
    expect(productHref(piece(12))).toBe('/products/12');
  });
});
