// Small helpers for the pages the mock API server writes out (the card page and Google's consent screen):
// text escaped, no inline script or style (the shop's Content-Security-Policy applies to them behind nginx).
import { HttpResponse } from 'msw';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** An attribute list from a record: `true` writes the bare name, `false`/`undefined` leaves it out. */
export function attrs(values: Record<string, string | number | boolean | undefined>): string {
  return Object.entries(values)
    .filter(([, v]) => v !== undefined && v !== false)
    .map(([k, v]) => (v === true ? ` ${k}` : ` ${k}="${escapeHtml(String(v))}"`))
    .join('');
}

export function document(options: {
  lang: 'en' | 'ar';
  title: string;
  stylesheet: string;
  script?: string;
  body: string;
}): string {
  const { lang, title, stylesheet, script, body } = options;
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${escapeHtml(stylesheet)}">
${script ? `<script type="module" src="${escapeHtml(script)}"></script>\n` : ''}</head>
<body>
${body}
</body>
</html>
`;
}

export const htmlResponse = (html: string, status = 200) =>
  new HttpResponse(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/** The answer to a form's POST: "see other" to a page of the shop (a path on the same origin). */
export const seeOther = (location: string) =>
  new HttpResponse(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });

export const assetResponse = (body: string, type: string) =>
  new HttpResponse(body, {
    headers: { 'Content-Type': `${type}; charset=utf-8`, 'Cache-Control': 'no-cache' },
  });

/** The pages' one stylesheet: the shop's colours and shapes, written with logical properties for Arabic. */
export const PAGE_CSS = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"IBM Plex Sans Arabic","Noto Sans Arabic",sans-serif;color:#1f1b16;background:#f4efe6;line-height:1.5}
main{min-height:100dvh;padding:2rem 1rem}
.column{margin-inline:auto;width:100%;max-width:32rem;display:flex;flex-direction:column;gap:1.25rem}
.provider{display:flex;align-items:center;justify-content:center;gap:.5rem;margin:0;font-size:.875rem;font-weight:600;color:#4a4339}
.provider svg{width:1rem;height:1rem}
.card{background:#fff;border-radius:1.5rem;padding:1.5rem;box-shadow:0 20px 25px -5px rgb(0 0 0/.1),0 8px 10px -6px rgb(0 0 0/.1);display:flex;flex-direction:column;gap:1.5rem}
h1{margin:0;font-size:1.5rem;font-weight:600;line-height:1.3}
h2{margin:0 0 .25rem;font-size:.875rem;font-weight:600;color:#1f1b16}
p{margin:0}
.muted{color:#4a4339}
.note{text-align:center;font-size:.75rem;color:#5c5448}
.summary{display:flex;flex-wrap:wrap;align-items:flex-end;justify-content:space-between;gap:.5rem 1.5rem;margin:.25rem 0 0;padding-block-end:1.25rem;border-block-end:1px solid #e6dccb}
.summary dt{font-size:.875rem;color:#4a4339}
.summary dd{margin:0;font-weight:600}
.summary .amount{text-align:end}
.summary .amount dd{font-size:1.5rem}
.test-cards{border-radius:1rem;background:#faf7f1;padding:1rem;font-size:.875rem;color:#4a4339}
.test-cards ul{margin:0;padding:0;list-style:none}
.mono{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;color:#1f1b16}
form{display:flex;flex-direction:column;gap:1rem}
.fields-row{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
.field{display:flex;flex-direction:column;gap:.375rem;min-width:0}
.field label{font-size:.875rem;font-weight:600}
.field input{display:block;width:100%;border:1px solid #d6c9b3;border-radius:.75rem;background:#fff;padding:.75rem 1rem;font:inherit;font-size:1rem;color:#1f1b16}
.field input:focus{outline:2px solid #9a4a1c;outline-offset:1px}
.field input[aria-invalid="true"]{border-color:#b91c1c}
.field input.digits{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;letter-spacing:.05em}
[dir="rtl"] .field input[dir="ltr"]{text-align:right}
.hint{font-size:.75rem;color:#5c5448}
.error,.fix{font-size:.875rem;font-weight:500;color:#b91c1c}
.actions{display:flex;flex-direction:column;gap:.75rem;padding-block-start:.5rem}
button{font:inherit;cursor:pointer}
.primary,.ghost{display:inline-flex;align-items:center;justify-content:center;width:100%;min-height:3rem;border-radius:9999px;padding:.75rem 1.5rem;font-weight:600;border:0}
.primary{background:#8a3c12;color:#fff}
.primary:hover{background:#74320f}
.ghost{background:transparent;color:#1f1b16}
.ghost:hover{background:#f4efe6}
button:focus-visible{outline:2px solid #9a4a1c;outline-offset:2px}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.account{display:flex;width:100%;align-items:center;gap:.75rem;border:1px solid #d6c9b3;border-radius:1rem;background:#fff;padding:1rem;text-align:start;color:#1f1b16}
.account:hover{background:#faf7f1}
.avatar{display:grid;place-items:center;width:2.5rem;height:2.5rem;border-radius:9999px;background:#8a3c12;color:#fff;font-weight:600}
.account span span{display:block}
.center{text-align:center}
.other{border-block-start:1px solid #e6dccb;padding-block-start:1.25rem;gap:.75rem}
.other label{display:block;font-size:.875rem}
.other input{margin-block-start:.25rem;display:block;width:100%;border:1px solid #d6c9b3;border-radius:.75rem;padding:.5rem .75rem;font:inherit}
.row-end{display:flex;justify-content:flex-end;gap:.75rem;padding-block-start:.5rem}
.row-end .primary,.row-end .ghost{width:auto;min-height:2.5rem;padding:.5rem 1.25rem;font-size:.875rem}
@media (min-width:640px){main{padding-block:3.5rem}.card{padding:2rem}}
`;
