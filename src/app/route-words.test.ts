import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routes from '@/routes';
import { routeWords, wordsOfRoutes } from './route-words';

// Issue 37.3: a route names its words once, in app/route-words by its id, which start-up reads for the first
// page and its clientLoader for a move within the shop.

const modules = import.meta.glob<Record<string, unknown>>(
  ['./layouts/*-layout.tsx', './routes/*.tsx', '../root.tsx', '!./**/*.test.tsx'],
  { eager: true },
);

function idsOf(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [
    entry.id ?? entry.file.replace(/\.[^.]+$/, ''),
    ...idsOf(entry.children ?? []),
  ]);
}

describe("the routes' words", () => {
  it('are named by the ids React Router gives the routes of src/routes.ts', () => {
    const ids = new Set(['root', ...idsOf(routes)]);
    for (const id of Object.keys(routeWords)) expect(ids, id).toContain(id);
  });

  it('are named in no route module besides (no `handle.i18n` to keep in step)', () => {
    for (const [file, module] of Object.entries(modules)) {
      expect((module.handle as { i18n?: unknown } | undefined)?.i18n, file).toBeUndefined();
    }
  });

  it("of a page are its routes' words, each once, the shop's own first", () => {
    expect(wordsOfRoutes(['root', 'app/layouts/root-layout', 'app/routes/product'])).toEqual([
      'common',
      'product',
      'catalog',
      'feedback',
    ]);
    expect(
      wordsOfRoutes([
        'root',
        'app/layouts/root-layout',
        'app/layouts/profile-layout',
        'app/routes/profile-orders',
      ]),
    ).toEqual(['common', 'account', 'checkout', 'feedback']);
  });
});
