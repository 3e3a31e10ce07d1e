// A stand-in for Google's consent screen, for mock mode only. A service worker cannot answer a page
// navigation, so when the browser is sent to `${API}/auth/auth/google` the shop's own page plays the
// provider: pick an account, and it redirects to /auth/callback with a token (or an error) like the real API.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { currentLang } from '@/lib/i18n';
import { seedAccounts } from './data/users';
import { consentTexts as texts, isValidGoogleState } from './google-consent-texts';
import { signInWithGoogle } from './handlers/auth';

/**
 * Back to the shop's callback with a token or an error, and the `state` the shop sent, unchanged (contract, Changes
 * 2026-11-25).
 */
function finish(result: { token: string } | { error: string }) {
  const query = new URLSearchParams(result);
  const state = new URLSearchParams(window.location.search).get('state');
  if (state !== null) query.set('state', state);
  window.location.replace(`/auth/callback?${query}`);
}

function Consent() {
  const tx = texts[currentLang()];
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  if (!isValidGoogleState(new URLSearchParams(window.location.search).get('state'))) {
    return (
      <main className="grid min-h-dvh place-items-center bg-sand-100 p-4">
        <p role="alert" className="max-w-md rounded-3xl bg-white p-8 text-center shadow-xl">
          {tx.badState}
        </p>
      </main>
    );
  }
  const account = (identity: { email: string; firstName: string; lastName: string }) =>
    finish({ token: signInWithGoogle(identity) });

  return (
    <main className="grid min-h-dvh place-items-center bg-sand-100 p-4">
      <div className="w-full max-w-md space-y-6 rounded-3xl bg-white p-8 shadow-xl">
        <div className="space-y-2 text-center">
          <h1 className="font-sans text-2xl font-semibold">{tx.title}</h1>
          <p className="text-sm text-ink-soft">{tx.choose}</p>
        </div>
        <button
          type="button"
          onClick={() => account({ email: seedAccounts.customer, firstName: 'Noora', lastName: 'Alkhalifa' })}
          className="flex w-full items-center gap-3 rounded-2xl border border-sand-300 p-4 text-start hover:bg-sand-50"
        >
          <span
            className="grid size-10 place-items-center rounded-full bg-brand-700 font-semibold text-white"
            aria-hidden="true"
          >
            N
          </span>
          <span>
            <span className="block font-semibold">Noora Alkhalifa</span>
            <span className="block text-sm text-ink-soft">{seedAccounts.customer}</span>
          </span>
        </button>
        <form
          className="space-y-3 border-t border-sand-200 pt-5"
          onSubmit={(event) => {
            event.preventDefault();
            if (email && firstName && lastName)
              account({ email: email.trim().toLowerCase(), firstName, lastName });
          }}
        >
          <p className="text-sm font-semibold">{tx.other}</p>
          {[
            [tx.email, email, setEmail, 'email'],
            [tx.firstName, firstName, setFirstName, 'text'],
            [tx.lastName, lastName, setLastName, 'text'],
          ].map(([label, value, set, type]) => (
            <label key={label as string} className="block text-sm">
              {label as string}
              <input
                required
                type={type as string}
                value={value as string}
                onChange={(e) => (set as (v: string) => void)(e.target.value)}
                className="mt-1 block w-full rounded-xl border border-sand-300 px-3 py-2"
              />
            </label>
          ))}
          <div className="flex justify-end gap-3 pt-2">
            <button
              type="button"
              onClick={() => finish({ error: 'Access denied: you cancelled Google sign-in.' })}
              className="rounded-full px-5 py-2 text-sm font-semibold hover:bg-sand-100"
            >
              {tx.cancel}
            </button>
            <button
              type="submit"
              className="rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white"
            >
              {tx.continue}
            </button>
          </div>
        </form>
        <p className="text-center text-xs text-ink-muted">{tx.note}</p>
      </div>
    </main>
  );
}

export function mountGoogleConsent(container: HTMLElement) {
  createRoot(container).render(<Consent />);
}
