// Google's consent screen, served by the mock API server at `${API}/auth/auth/google` for the production build
// behind nginx (and written into the page by the in-browser mock: fake-pages.ts): plain HTML forms that post back
// here, then "see other" to /auth/callback with a token (or an error), as the real API's redirect does. The shop's
// `state` rides along in a hidden field and comes back unchanged on the callback (contract, Changes 2026-11-25).
import { http } from 'msw';
import { seedAccounts } from '../data/users';
import { consentTexts, isValidGoogleState } from '../google-consent-texts';
import { signInWithGoogle } from '../handlers/auth';
import { apiPath } from '../utils';
import { assetResponse, document, escapeHtml, htmlResponse, PAGE_CSS, seeOther } from './html';

export const GOOGLE_PATH = apiPath('/auth/auth/google');
const CSS_PATH = apiPath('/auth/auth/google/assets/page.css');
export const CANCELLED = 'Access denied: you cancelled Google sign-in.';
const NOORA = { email: seedAccounts.customer, firstName: 'Noora', lastName: 'Alkhalifa' };

/** The consent screen speaks the language of the shop page she came from (its Referer: /ar/… is Arabic). */
export function langOfReferrer(referer: string | null): 'en' | 'ar' {
  try {
    return referer && /^\/ar(\/|$)/.test(new URL(referer).pathname) ? 'ar' : 'en';
  } catch {
    return 'en';
  }
}

export function renderConsentPage(lang: 'en' | 'ar', state: string | null = null): string {
  const tx = consentTexts[lang];
  if (!isValidGoogleState(state)) {
    return document({
      lang,
      title: tx.title,
      stylesheet: CSS_PATH,
      body: `<main><div class="column"><div class="card"><p role="alert">${escapeHtml(tx.badState)}</p></div></div></main>`,
    });
  }
  const stateField = state === null ? '' : `<input type="hidden" name="state" value="${escapeHtml(state)}">`;
  const input = (name: string, label: string, type: string, autocomplete: string) =>
    `<label>${escapeHtml(label)}<input required type="${type}" name="${name}" autocomplete="${autocomplete}"></label>`;
  return document({
    lang,
    title: tx.title,
    stylesheet: CSS_PATH,
    body: `<main><div class="column"><div class="card">
<div class="center"><h1>${escapeHtml(tx.title)}</h1><p class="muted">${escapeHtml(tx.choose)}</p></div>
<form method="post" action="${GOOGLE_PATH}">${stateField}
<button type="submit" name="account" value="customer" class="account"><span class="avatar" aria-hidden="true">N</span><span><span><strong>${escapeHtml(`${NOORA.firstName} ${NOORA.lastName}`)}</strong></span><span class="muted">${escapeHtml(NOORA.email)}</span></span></button>
</form>
<form method="post" action="${GOOGLE_PATH}" class="other">${stateField}
<p><strong>${escapeHtml(tx.other)}</strong></p>
${input('email', tx.email, 'email', 'email')}
${input('firstName', tx.firstName, 'text', 'given-name')}
${input('lastName', tx.lastName, 'text', 'family-name')}
<div class="row-end">
<button type="submit" name="action" value="cancel" formnovalidate class="ghost">${escapeHtml(tx.cancel)}</button>
<button type="submit" name="action" value="continue" class="primary">${escapeHtml(tx.continue)}</button>
</div>
</form>
<p class="note">${escapeHtml(tx.note)}</p>
</div></div></main>`,
  });
}

/** Where a choice on the consent screen sends her: the shop's callback with a token, or with the error. */
export function submitConsent(data: FormData): Response {
  const text = (name: string) => String(data.get(name) ?? '').trim();
  const sent = data.get('state');
  const state = typeof sent === 'string' ? sent : null;
  if (!isValidGoogleState(state)) return htmlResponse(renderConsentPage('en', state), 400);
  const callback = (result: { token: string } | { error: string }) => {
    const query = new URLSearchParams(result);
    if (state !== null) query.set('state', state);
    return seeOther(`/auth/callback?${query}`);
  };
  if (data.get('account') === 'customer') return callback({ token: signInWithGoogle(NOORA) });
  if (data.get('action') === 'cancel') return callback({ error: CANCELLED });
  const [email, firstName, lastName] = [text('email').toLowerCase(), text('firstName'), text('lastName')];
  if (!email || !firstName || !lastName) {
    return seeOther(state === null ? GOOGLE_PATH : `${GOOGLE_PATH}?${new URLSearchParams({ state })}`);
  }
  return callback({ token: signInWithGoogle({ email, firstName, lastName }) });
}

export const googleConsentHandlers = [
  http.get(CSS_PATH, () => assetResponse(PAGE_CSS, 'text/css')),
  http.get(GOOGLE_PATH, ({ request }) => {
    const state = new URL(request.url).searchParams.get('state');
    return htmlResponse(
      renderConsentPage(langOfReferrer(request.headers.get('Referer')), state),
      isValidGoogleState(state) ? 200 : 400,
    );
  }),
  http.post(GOOGLE_PATH, async ({ request }) =>
    submitConsent(await request.formData().catch(() => new FormData())),
  ),
];
