// The payment provider's card page and Google's consent screen when the mock runs in the browser (npm run dev, the
// browser tests): the very pages the mock API server serves over HTTP (server/payment-html.ts,
// server/google-html.ts), written into this document, so each is written once. A page's own navigation never
// reaches the mock's service worker, so the page's forms are answered here, by the same functions the server
// calls; their stylesheet and script are asked for as usual and answered by the worker.
import { GOOGLE_PATH, langOfReferrer, renderConsentPage, submitConsent } from './server/google-html';
import { langOfQuery, renderPaymentPage, submitPaymentForm } from './server/payment-html';
import { apiPath } from './utils';

type Answer = (data: FormData) => Response;

/** Shows a page of the mock and answers its forms: the next page, or where a "see other" sends her. */
function show(html: string, answer: Answer): void {
  document.open();
  document.write(html);
  document.close();
  // document.open() dropped every listener: this one is the written page's
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    if (form.dataset.answered) return;
    form.dataset.answered = '1';
    const response = answer(new FormData(form, event.submitter));
    const location = response.headers.get('Location');
    if (response.status >= 300 && response.status < 400 && location) window.location.assign(location);
    else void response.text().then((next) => show(next, answer));
  });
}

/** Opens the mock's page at this address, if it is one; false for every other address (the shop's). */
export function openFakePage(location: Location): boolean {
  const url = new URL(location.href);
  const prefix = apiPath('/payments/');
  const id = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : '';
  if (id !== '' && !id.includes('/')) {
    const orderId = decodeURIComponent(id);
    const lang = langOfQuery(url);
    show(renderPaymentPage(orderId, lang), (data) => submitPaymentForm(orderId, lang, data));
    return true;
  }
  if (url.pathname === GOOGLE_PATH) {
    const state = url.searchParams.get('state');
    show(renderConsentPage(langOfReferrer(document.referrer || null), state), submitConsent);
    return true;
  }
  return false;
}
