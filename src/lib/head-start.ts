/** Until the head's first script has run: no Referer at all (it carries the address, which may hold a token). */
export const REFERRER_UNTIL_SCRIPTS = '<meta name="referrer" content="no-referrer"/>';

/**
 * The start of a rendered page's <head>, written at build time (src/entry.server.tsx): right after its charset,
 * its inline scripts (root.tsx's: the Google callback's token out of the address bar, the language redirect),
 * then its stylesheet — the one thing its first paint waits for, asked for before the page's script and font
 * preloads compete with it on a phone's connection (React Router writes it after them) — ahead of every <link>
 * and <meta> React writes first (React 19 puts hoistable links, preloads and metas before
 * the head's other children). The SPA fallback, which serves /auth/callback, also starts with `no-referrer`:
 * the browser asks for the preloads it reads as soon as it reads them, before any script runs, and the address
 * they would carry in their Referer holds the token; the first script puts the usual policy back once the
 * address is clean. The scripts' order and text are kept: React hydrates them as before.
 */
export function headStart(html: string, { referrerUntilScripts }: { referrerUntilScripts: boolean }): string {
  const charset = /<meta charSet="[^"]*"\/>/i.exec(html);
  const headEnd = html.indexOf('</head>');
  if (!charset || headEnd < 0 || charset.index > headEnd) return html;
  const start = charset.index + charset[0].length;
  const scripts: string[] = [];
  const stylesheets: string[] = [];
  const rest = html
    .slice(start, headEnd)
    .replace(/<script>[\s\S]*?<\/script>/g, (script) => {
      scripts.push(script);
      return '';
    })
    .replace(/<link rel="stylesheet"[^>]*\/>/g, (link) => {
      stylesheets.push(link);
      return '';
    });
  const referrer = referrerUntilScripts ? REFERRER_UNTIL_SCRIPTS : '';
  return `${html.slice(0, start)}${referrer}${scripts.join('')}${stylesheets.join('')}${rest}${html.slice(headEnd)}`;
}
