// The Content-Security-Policy's script hashes, computed from the build so they never drift (docs/decisions/0019).
// Reads every HTML file of a build (build/client), takes the body of each inline <script> (one without src),
// hashes it as the browser does (sha256 of its text, UTF-8, line breaks as the HTML parser leaves them), and
// writes an nginx include that deploy/nginx.conf puts in its server block:
//   set $csp_script_hashes "'sha256-…' 'sha256-…'";
// `npm run build` runs it after React Router's build:
//   node scripts/csp-hashes.mjs [client dir = build/client] [out file = <client dir>/../nginx/csp.conf]
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// A script element's text runs to the first `</script` (any case), whatever its type; `src` makes it external.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /(?:^|\s)src\s*=/i;

/** The bodies of a page's inline scripts, in document order, as the browser hashes them. */
export function inlineScripts(html) {
  const bodies = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (HAS_SRC.test(attributes ?? '')) continue;
    // The HTML parser turns CR LF and lone CR into LF before the script element gets its text.
    bodies.push((body ?? '').replace(/\r\n?/g, '\n'));
  }
  return bodies;
}

/** A CSP source for a script body: 'sha256-<base64>'. */
export function hashSource(body) {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/** Every .html file under dir (absolute paths, sorted). */
export async function findHtml(dir) {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.html')) found.push(join(entry.parentPath, entry.name));
  }
  return found.sort();
}

/** The distinct hashes of every inline script in the build's HTML, sorted, and how many pages had some. */
export async function collectHashes(clientDir) {
  const pages = await findHtml(clientDir);
  const hashes = new Set();
  for (const page of pages) {
    for (const body of inlineScripts(await readFile(page, 'utf8'))) hashes.add(hashSource(body));
  }
  return { pages, hashes: [...hashes].sort() };
}

/** The nginx include that sets $csp_script_hashes. */
export function nginxInclude(hashes, pageCount) {
  return [
    '# Written by scripts/csp-hashes.mjs during `npm run build`; do not edit. deploy/nginx.conf includes it.',
    `# ${hashes.length} distinct inline scripts in ${pageCount} HTML files.`,
    `set $csp_script_hashes "${hashes.join(' ')}";`,
    '',
  ].join('\n');
}

export async function writeCspInclude(clientDir, outFile = join(clientDir, '..', 'nginx', 'csp.conf')) {
  const { pages, hashes } = await collectHashes(clientDir);
  if (pages.length === 0) throw new Error(`no HTML files in ${clientDir}: build the shop first`);
  await mkdir(dirname(outFile), { recursive: true });
  await writeFile(outFile, nginxInclude(hashes, pages.length));
  return { pages, hashes, outFile };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [clientDir = join(process.env.SHOP_BUILD_DIR || 'build', 'client'), outFile] = process.argv.slice(2);
  writeCspInclude(resolve(clientDir), outFile && resolve(outFile)).then(
    ({ pages, hashes, outFile: written }) =>
      console.log(
        `CSP: ${hashes.length} inline script hashes from ${pages.length} HTML files → ${relative(process.cwd(), written)}`,
      ),
    (error) => {
      console.error(`[csp-hashes] ${error.message}`);
      process.exit(1);
    },
  );
}
