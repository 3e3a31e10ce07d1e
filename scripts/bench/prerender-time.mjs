// How long `npm run build` takes per thousand pieces of the catalog, now that every piece is prerendered (issue 38):
// the production build against the bench's stand-in API with its usual catalog and with a large one, each timed,
// and the difference per thousand pieces (two pages each, English and Arabic).
//   node scripts/bench/prerender-time.mjs [pieces=1000]
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildShop } from './builds.mjs';
import { CATALOG_SIZE, setCatalogSize } from './stand-in-api.mjs';

const repo = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const large = Number(process.argv[2] ?? 1000);
if (!Number.isInteger(large) || large <= CATALOG_SIZE)
  throw new Error(`pieces: a number above ${CATALOG_SIZE}`);

async function timedBuild(pieces) {
  setCatalogSize(pieces);
  const dir = join(repo, 'build', `prerender-time-${pieces}`);
  const started = performance.now();
  await buildShop(repo, 'framework', dir);
  const ms = performance.now() - started;
  await rm(dir, { recursive: true, force: true });
  console.log(`  ${pieces} pieces: ${(ms / 1000).toFixed(1)} s`);
  return ms;
}

const small = await timedBuild(CATALOG_SIZE);
const big = await timedBuild(large);
const perThousand = ((big - small) / (large - CATALOG_SIZE)) * 1000;
console.log(`build time per thousand pieces prerendered: ${(perThousand / 1000).toFixed(1)} s`);
