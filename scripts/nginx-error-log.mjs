// nginx's error log without query strings or Referers. Its lines have a fixed form: one about a request quotes
// the request line whole (`request: "GET /auth/callback?token=… HTTP/1.1"`), its upstream's address with the
// query and the Referer (`referrer: "…"`), and nginx has no setting to leave them out. deploy/nginx.conf writes
// the log to stderr, and this reads it:
//   nginx -p <prefix> -c <config> -g 'daemon off;' 2>&1 >/dev/null | node scripts/nginx-error-log.mjs >> error.log
// scripts/serve-prod.mjs pipes its nginx through scrubErrorLog (logs/error.log under nginx's prefix, and its output).
import { once } from 'node:events';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/**
 * One line of nginx's error log, its Referer dropped (nginx writes it last) and every quoted address without its
 * query or fragment: the request line's up to its protocol, even one whose query holds a quote or a space.
 */
export function scrubErrorLine(line) {
  return line
    .replace(/, referrer: ".*$/, '')
    .replace(/(request: "\S+ [^?#"\s]*)[?#].*?((?: HTTP\/[\d.]+)?")(?=, |$)/, '$1$2')
    .replace(/"[^"]*"/g, (quoted) => quoted.replace(/[?#][^\s"]*/g, ''));
}

/**
 * Reads nginx's error log from `input` line by line and writes each line scrubbed to every one of `outputs`;
 * resolves when `input` ends.
 */
export async function scrubErrorLog(input, outputs) {
  const lines = createInterface({ input, crlfDelay: Infinity });
  for await (const line of lines) {
    const clean = `${scrubErrorLine(line)}\n`;
    for (const output of outputs) if (!output.write(clean)) await once(output, 'drain');
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await scrubErrorLog(process.stdin, [process.stdout]);
}
