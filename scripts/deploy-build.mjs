// Deploys a build into the directory nginx serves (SHOP_ROOT), keeping the previous builds' hashed files for a
// while: a tab opened before the deploy still runs the old scripts, and asks for the old route modules (and their
// words) by their old names when she clicks. Removing them at once would break her next click.
//   node scripts/deploy-build.mjs <build/client> <live root> [--keep-days 7]
//   import { deployBuild } from './scripts/deploy-build.mjs'
// 1. The new build's assets/ are copied beside the old ones (a name carries its content's hash: nothing clashes).
// 2. Then every other file (the HTML, sitemap.xml…), so no new page names an asset that is not there yet.
// 3. The assets that left with this deploy are noted as retired now; those retired more than --keep-days ago
//    are removed. The record lives beside the live root, outside what nginx serves: `<live root>.deployed.json`.
// Reload nginx after it (the build's csp.conf changes with its pages).
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const DAY = 24 * 60 * 60 * 1000;

function filesUnder(dir, base = dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(join(dir, entry.name), base)
      : [relative(base, join(dir, entry.name)).split('\\').join('/')],
  );
}

function copy(from, to) {
  mkdirSync(dirname(to), { recursive: true });
  copyFileSync(from, to);
}

/**
 * Copies `build` (a build's client directory) into `live`, keeping the assets of earlier builds for `keepDays`
 * after they left. Returns what it did: the assets it copied, those it retired now and those it removed.
 */
export function deployBuild(build, live, { keepDays = 7, now = Date.now() } = {}) {
  const record = `${resolve(live)}.deployed.json`;
  const state = existsSync(record)
    ? JSON.parse(readFileSync(record, 'utf8'))
    : { current: filesUnder(join(live, 'assets')), retired: {} };
  const files = filesUnder(build);
  const assets = files.filter((f) => f.startsWith('assets/')).map((f) => f.slice('assets/'.length));
  const others = files.filter((f) => !f.startsWith('assets/'));

  for (const name of assets) copy(join(build, 'assets', name), join(live, 'assets', name));
  for (const file of others) copy(join(build, file), join(live, file));

  const current = new Set(assets);
  const retired = { ...state.retired };
  for (const name of current) delete retired[name];
  const retiredNow = state.current.filter((name) => !current.has(name) && !(name in retired));
  for (const name of retiredNow) retired[name] = new Date(now).toISOString();
  const removed = Object.entries(retired)
    .filter(([, at]) => now - Date.parse(at) > keepDays * DAY)
    .map(([name]) => name);
  for (const name of removed) {
    rmSync(join(live, 'assets', name), { force: true });
    delete retired[name];
  }
  writeFileSync(record, `${JSON.stringify({ current: [...current].sort(), retired }, null, 2)}\n`);
  return { copied: assets, retired: retiredNow, removed };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [build, live] = process.argv
    .slice(2)
    .filter((a, i, all) => !a.startsWith('--') && all[i - 1] !== '--keep-days');
  const at = process.argv.indexOf('--keep-days');
  const keepDays = at > 0 ? Number(process.argv[at + 1]) : 7;
  if (!build || !live || !Number.isFinite(keepDays) || keepDays < 0) {
    console.error('usage: node scripts/deploy-build.mjs <build/client> <live root> [--keep-days 7]');
    process.exit(2);
  }
  if (!existsSync(join(build, 'index.html'))) {
    console.error(`${build} has no index.html: run npm run build first`);
    process.exit(1);
  }
  const { copied, retired, removed } = deployBuild(build, live, { keepDays });
  console.log(
    `deployed ${build} to ${live}: ${copied.length} assets, ${retired.length} retired now (kept ${keepDays} days), ${removed.length} removed`,
  );
}
