// The payment provider's hosted card page, served by the mock API server at the order's paymentUrl
// (`${API}/payments/{orderId}?lang=en|ar`), for the production build behind nginx: the same words, fields,
// test cards and outcomes, as a plain HTML form that posts back here. The in-browser mock writes the same page into
// the document and answers its form with the same function (fake-pages.ts).
// A small script from the same origin formats the number and expiry as she types; without it the form still works.
import { http } from 'msw';
import { localizePath, paths } from '@/config/paths';
import { formatPrice } from '@/lib/money';
import { orders } from '../data/orders';
import { payOrder, toOrder, type Lang } from '../handlers/orders';
import {
  formatCardNumber,
  formatExpiry,
  parseExpiry,
  validateCardForm,
  type CardErrors,
  type CardForm,
} from '../payment-form';
import { paymentTexts } from '../payment-texts';
import { apiPath } from '../utils';
import { assetResponse, attrs, document, escapeHtml, htmlResponse, PAGE_CSS, seeOther } from './html';

export const PAYMENT_CSS_PATH = apiPath('/payments/assets/page.css');
export const PAYMENT_JS_PATH = apiPath('/payments/assets/page.js');

/** Formats the fields as she types (the rules of payment-form.ts) and clears a field's error once she edits it. */
const PAGE_JS = `
const digits = (v) => v.replace(/\\D/g, '');
const format = {
  cardnumber: (v) => digits(v).slice(0, 19).replace(/(\\d{4})(?=\\d)/g, '$1 '),
  'exp-date': (v) => { const d = digits(v).slice(0, 4); return d.length > 2 ? d.slice(0, 2) + '/' + d.slice(2) : d; },
  cvc: (v) => digits(v),
};
document.addEventListener('input', (event) => {
  const input = event.target;
  if (!(input instanceof HTMLInputElement)) return;
  const rule = format[input.name];
  if (rule) { const next = rule(input.value); if (next !== input.value) input.value = next; }
  if (input.getAttribute('aria-invalid') === 'true') {
    input.removeAttribute('aria-invalid');
    document.getElementById(input.id + '-error')?.remove();
    const hint = document.getElementById(input.id + '-hint');
    if (hint) { hint.hidden = false; input.setAttribute('aria-describedby', hint.id); }
    else input.removeAttribute('aria-describedby');
  }
});
document.addEventListener('submit', (event) => {
  const form = event.target;
  const pay = event.submitter?.value === 'pay';
  if (form.dataset.sent) { event.preventDefault(); return; }
  form.dataset.sent = '1';
  if (!pay) return;
  form.setAttribute('aria-busy', 'true');
  const status = form.querySelector('[role="status"]');
  if (status) status.textContent = form.dataset.paying;
  event.submitter.textContent = form.dataset.paying;
});
`;

const LOCK_ICON =
  '<svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><rect x="4" y="11" width="16" height="10" rx="2"/><path d="M8 11V7a4 4 0 0 1 8 0v4"/></svg>';

export const langOfQuery = (url: URL): Lang => (url.searchParams.get('lang') === 'ar' ? 'ar' : 'en');
// The contract's provider returns to the unprefixed result page, whatever her language.
const resultPathOf = (orderId: string) => paths.checkoutResult(orderId);
const payable = (orderId: string) => {
  const row = orders.find((r) => r.id === orderId);
  return { row, open: row !== undefined && row.status === 'pending' && row.payment.status === 'pending' };
};

function shell(lang: Lang, content: string): string {
  const tx = paymentTexts[lang];
  return document({
    lang,
    title: tx.provider,
    stylesheet: PAYMENT_CSS_PATH,
    script: PAYMENT_JS_PATH,
    body: `<main><div class="column">
<p class="provider">${LOCK_ICON}${escapeHtml(tx.provider)}</p>
<div class="card">
${content}
</div>
<p class="note">${escapeHtml(tx.note)}</p>
</div></main>`,
  });
}

function notice(lang: Lang, action: string, title: string, body: string): string {
  return shell(
    lang,
    `<h1>${escapeHtml(title)}</h1>
<p class="muted">${escapeHtml(body)}</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit" name="action" value="back" class="primary">${escapeHtml(paymentTexts[lang].backToShop)}</button></form>`,
  );
}

function field(options: {
  id: string;
  name: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  focus: boolean;
  input: Record<string, string | number | boolean | undefined>;
}): string {
  const { id, name, label, value, error, hint, focus, input } = options;
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return `<div class="field">
<label for="${id}">${escapeHtml(label)}</label>
<input${attrs({ id, name, value, 'aria-invalid': error ? 'true' : undefined, 'aria-describedby': describedBy, autofocus: focus, ...input })}>
${hint ? `<p id="${id}-hint" class="hint"${error ? ' hidden' : ''}>${escapeHtml(hint)}</p>` : ''}${
    error ? `<p id="${id}-error" role="alert" class="error">${escapeHtml(error)}</p>` : ''
  }</div>`;
}

const FIELDS: (keyof CardForm)[] = ['number', 'expiry', 'cvc', 'name'];

/** The card page of an order, in a language, with what she typed and its errors after a refused attempt. */
export function renderPaymentPage(
  orderId: string,
  lang: Lang,
  form: CardForm = { number: '', expiry: '', cvc: '', name: '' },
  errors: CardErrors = {},
): string {
  const tx = paymentTexts[lang];
  const action = `${apiPath(`/payments/${encodeURIComponent(orderId)}`)}?lang=${lang}`;
  const { row, open } = payable(orderId);
  if (!row) return notice(lang, action, tx.notFoundTitle, tx.notFoundBody);
  if (!open) return notice(lang, action, tx.doneTitle, tx.doneBody);
  const order = toOrder(row, lang);
  const total = formatPrice(order.total, order.currency, lang);
  const first = FIELDS.find((f) => errors[f]);
  const error = (f: keyof CardForm) => errors[f]?.[lang];
  const digitsDir = { dir: 'ltr', inputmode: 'numeric' };
  return shell(
    lang,
    `<div>
<h1>${escapeHtml(tx.payTo)}</h1>
<dl class="summary">
<div><dt>${escapeHtml(tx.order)}</dt><dd dir="ltr">${escapeHtml(order.orderNumber)}</dd></div>
<div class="amount"><dt>${escapeHtml(tx.amount)}</dt><dd>${escapeHtml(total)}</dd></div>
</dl>
</div>
<section aria-labelledby="test-cards" class="test-cards">
<h2 id="test-cards">${escapeHtml(tx.testCards)}</h2>
<ul>
<li><span dir="ltr" class="mono">4242 4242 4242 4242</span> — ${escapeHtml(tx.accepted)}</li>
<li><span dir="ltr" class="mono">4000 0000 0000 0002</span> — ${escapeHtml(tx.declined)}</li>
</ul>
<p>${escapeHtml(tx.anyExpiry)}</p>
</section>
<form method="post" action="${escapeHtml(action)}" novalidate data-paying="${escapeHtml(tx.paying)}">
${first ? `<p class="fix">${escapeHtml(tx.fix)}</p>` : ''}
${field({ id: 'card-number', name: 'cardnumber', label: tx.number, value: form.number, error: error('number'), focus: first === 'number', input: { ...digitsDir, autocomplete: 'cc-number', class: 'digits', placeholder: '1234 1234 1234 1234', maxlength: 23 } })}
<div class="fields-row">
${field({ id: 'card-expiry', name: 'exp-date', label: tx.expiry, value: form.expiry, error: error('expiry'), focus: first === 'expiry', input: { ...digitsDir, autocomplete: 'cc-exp', placeholder: 'MM/YY', maxlength: 5 } })}
${field({ id: 'card-cvc', name: 'cvc', label: tx.cvc, value: form.cvc, error: error('cvc'), hint: tx.cvcHint, focus: first === 'cvc', input: { ...digitsDir, autocomplete: 'cc-csc', placeholder: '123', maxlength: 4 } })}
</div>
${field({ id: 'card-name', name: 'ccname', label: tx.name, value: form.name, error: error('name'), focus: first === 'name', input: { autocomplete: 'cc-name' } })}
<div class="actions">
<button type="submit" name="action" value="pay" class="primary">${escapeHtml(tx.pay(total))}</button>
<button type="submit" name="action" value="cancel" formnovalidate class="ghost">${escapeHtml(tx.cancel)}</button>
</div>
<p role="status" class="sr-only"></p>
</form>`,
  );
}

/**
 * What the page's form asks: pay (refused with the field errors, or paid/declined and back to the shop's result
 * page), cancel, or back to the shop from a notice. Answers the next page or the redirect.
 */
export function submitPaymentForm(orderId: string, lang: Lang, data: FormData, now = new Date()): Response {
  const resultPath = resultPathOf(orderId);
  const { row, open } = payable(orderId);
  const action = String(data.get('action') ?? 'pay');
  if (!row) return seeOther(localizePath('/cart', lang));
  if (action !== 'pay' || !open) return seeOther(resultPath);
  const text = (name: string) => String(data.get(name) ?? '');
  const form: CardForm = {
    number: formatCardNumber(text('cardnumber')),
    expiry: formatExpiry(text('exp-date')),
    cvc: text('cvc').replace(/\D/g, '').slice(0, 4),
    name: text('ccname').slice(0, 200),
  };
  const errors = validateCardForm(form, now);
  if (Object.values(errors).some(Boolean))
    return htmlResponse(renderPaymentPage(orderId, lang, form, errors));
  payOrder(orderId, form.number, parseExpiry(form.expiry) ?? undefined);
  return seeOther(resultPath);
}

export const paymentPageHandlers = [
  http.get(PAYMENT_CSS_PATH, () => assetResponse(PAGE_CSS, 'text/css')),
  http.get(PAYMENT_JS_PATH, () => assetResponse(PAGE_JS, 'text/javascript')),
  http.get(apiPath('/payments/:id'), ({ request, params }) =>
    htmlResponse(renderPaymentPage(String(params.id), langOfQuery(new URL(request.url)))),
  ),
  http.post(apiPath('/payments/:id'), async ({ request, params }) => {
    const data = await request.formData().catch(() => new FormData());
    return submitPaymentForm(String(params.id), langOfQuery(new URL(request.url)), data);
  }),
];
