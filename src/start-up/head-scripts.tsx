import { env } from '@/config/env';
import { authCallbackScript } from './auth-callback-script';
import { consentModeScript } from './consent-mode-script';
import { countryBeforeScriptsScript } from './country-script';
import { languageBeforeScriptsScript } from './language-script';
import { listQueryBeforeScriptsScript } from './list-query-script';
import { sessionStorageGuardScript } from './session-storage-guard';
import { webFontsScript } from './web-fonts';

/**
 * One of the head's scripts: each runs from the HTML written at build time, before any of the page's own, and the
 * browser's bundle carries none of their text (every one is '' outside the build's render). React never runs a
 * script it renders, and in production does not compare a script's text as it hydrates; the warning a development
 * build gives for that difference is suppressed here, for these elements only.
 */
function HeadScript({ text }: { text: string }) {
  // eslint-disable-next-line no-restricted-syntax -- our own constant script, not data
  return <script dangerouslySetInnerHTML={{ __html: text }} suppressHydrationWarning />;
}

/**
 * The head's scripts, in their order (docs/start-up.md): each a typed function, written into the page as its own text
 * called with its values (start-up/inline-script). The build puts them right after the charset, above every
 * link and meta (start-up/head-start), wherever the root renders them.
 */
/** A shop without a tag manager writes no element for Consent Mode at all (nothing reads it). */
const consentModeEnabled = env.THIRD_PARTIES.tagManagerId !== null;

export function HeadScripts() {
  return (
    <>
      {/* First of all: the Google callback's token leaves the address bar before any asset is asked for with it
          in the Referer. */}
      <HeadScript text={import.meta.env.SSR ? authCallbackScript() : ''} />
      {/* Before React Router's scroll-restoration script in the body: blocked session storage gets a stand-in. */}
      <HeadScript text={import.meta.env.SSR ? sessionStorageGuardScript() : ''} />
      {/* Her language: an unprefixed page goes to its /ar twin when Arabic is hers (start-up/language-script). */}
      <HeadScript text={import.meta.env.SSR ? languageBeforeScriptsScript() : ''} />
      {/* A country chosen in the header before the page's scripts have run (start-up/country-script). */}
      <HeadScript text={import.meta.env.SSR ? countryBeforeScriptsScript() : ''} />
      {/* A collection address asking for another page than the prerendered one (start-up/list-query-script). */}
      <HeadScript text={import.meta.env.SSR ? listQueryBeforeScriptsScript() : ''} />
      {/* The shop's faces: after the first paint of her first page, before it once they are in her cache. */}
      <HeadScript text={import.meta.env.SSR ? webFontsScript() : ''} />
      {/* Google Consent Mode's defaults (and her stored answer) before any tag, when a tag manager is configured. */}
      {consentModeEnabled && <HeadScript text={import.meta.env.SSR ? consentModeScript() : ''} />}
    </>
  );
}
