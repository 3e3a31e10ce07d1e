// How the browser's build groups its modules into files (Rolldown's `output.codeSplitting`), so that a page's
// first load is a handful of files, not forty (issue 22, docs/decisions/0027).
//
// Left to itself, the bundler makes one file for every set of route modules that shares a module: the first load
// of `/` was 39 scripts, most under 1 kB (`env`, `browser`, `first-page`, `use-bhd`, …), each a request and a
// line in the route manifest of every route that imports it. Every page needs the same start: the client entry,
// the root route and its layout, and everything they import statically (React, React DOM, React Router,
// i18next, the session, the header). That set is one file, `shell`. What the routes share beyond it stays split
// by the bundler as before, so a page still loads only what it imports.
import type { Rolldown } from 'vite';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;
type NameFunction = Extract<
  NonNullable<CodeSplitting['groups']>[number]['name'],
  (...args: never[]) => unknown
>;
type Context = Parameters<NameFunction>[1];

/** The modules every page starts from: the client entry, the root route and the layout around every page. */
const STARTS = [/\/src\/entry\.client\.tsx$/, /\/src\/root\.tsx$/, /\/src\/app\/layouts\/root-layout\.tsx$/];
/** Stylesheets and asset URLs stay where Vite's CSS and asset handling put them. */
const NOT_CODE = /\.(css|woff2?|svg|png|jpe?g|webp|avif)(\?|$)/;

/**
 * A package's index, which re-exports all of it: importing one thing from it does not load the rest (the bundler
 * drops what nobody uses), so it does not make what it re-exports part of the first load.
 */
const PACKAGE_INDEX = /\/node_modules\/.+\/index\.m?js$/;

/**
 * Also in the shell: every page's `meta` (lib/page-meta), the API's texts put into her language (lib/localize,
 * which a prerendered list needs before its data layer), and what the starts take from a package's index, named
 * here as the index hides it: the query client's provider (root.tsx). The bundler's runtime would belong here
 * too, but Rolldown keeps it a file of its own.
 */
const ALSO_FIRST = [
  /\/src\/lib\/page-meta\.ts$/,
  /\/src\/lib\/localize\.ts$/,
  /\/@tanstack\/react-query\/build\/modern\/QueryClientProvider\.js$/,
];

/**
 * The data layer every page with data loads whole (TanStack Query, the API's calls and their errors), and zod
 * apart from it. Bundled by the bundler alone, they were a file each per set of routes sharing them; a piece's
 * page asked for 44 files on a phone connection's six at a time (docs/decisions/0033). The axios client
 * (lib/api-client) is not part of it: it loads with the first call (lib/lazy-api-client).
 */
const ZOD = /\/node_modules\/zod\//;
const DATA_LAYER = [
  /\/node_modules\/@tanstack\/(query-core|react-query)\//,
  /\/src\/lib\/(lazy-api-client|api-error|query-client|parse-items|refresh-query)\.ts$/,
];
const path = (id: string) => id.split('?')[0] ?? id;
const isStart = (id: string) => STARTS.some((start) => start.test(path(id)));

/**
 * True when `id` is loaded by every page: one of the starts, or statically imported (at any depth) by one. Read
 * backwards through each module's static importers. An answer is remembered unless it was reached while an
 * importer in a cycle was still being read (a "no" through that importer may yet be a "yes").
 */
function firstLoad(
  ctx: Context,
  memo: Map<string, boolean>,
  id: string,
  reading = new Set<string>(),
): boolean {
  const known = memo.get(id);
  if (known !== undefined) return known;
  if (reading.has(id)) return false;
  reading.add(id);
  const yes =
    isStart(id) ||
    ALSO_FIRST.some((also) => also.test(id)) ||
    (ctx.getModuleInfo(id)?.importers ?? []).some(
      (importer) => !PACKAGE_INDEX.test(path(importer)) && firstLoad(ctx, memo, importer, reading),
    );
  reading.delete(id);
  if (yes || reading.size === 0) memo.set(id, yes);
  return yes;
}

export function firstLoadChunks(): CodeSplitting {
  const memo = new Map<string, boolean>();
  return {
    groups: [
      {
        debugName: 'shell',
        // The route modules themselves stay entries of their own (React Router's manifest names them); what they
        // and the client entry import statically is the shell.
        name: (id, ctx) => (!isStart(id) && !NOT_CODE.test(id) && firstLoad(ctx, memo, id) ? 'shell' : null),
      },
      {
        // zod, which a page's first load may need without the rest of the data layer: `/products` checks its
        // address with it (features/catalog/utils/list-params).
        debugName: 'zod',
        name: (id) => (ZOD.test(path(id)) ? 'zod' : null),
      },
      {
        // The data layer, one file: a piece's page needs all of it before it hydrates, and was 44 files.
        debugName: 'data',
        name: (id) => (DATA_LAYER.some((layer) => layer.test(path(id))) ? 'data' : null),
      },
    ],
  };
}

/**
 * The names of the entry files as React Router gives them (`product-main-….js`, `product-client-loader-….js` for
 * the parts of a split route module): an `output` set here replaces the one React Router's plugin sets.
 */
export function routeEntryFileNames({ moduleIds }: { moduleIds: string[] }): string {
  const part = moduleIds.map((id) => /[?&]route-chunk=(\w+)/.exec(id)?.[1]).find(Boolean);
  const suffix = part
    ? `-${part.replace('unstable_', '').replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`
    : '';
  return `assets/[name]${suffix}-[hash].js`;
}
