import { describe, expect, it } from 'vitest';
import { afterFirstPaint } from './after-first-paint';
import { authCallbackBeforeScripts, authCallbackScript } from './auth-callback-script';
import { consentModeArgs, consentModeDefaults } from './consent-mode-script';
import { countryBeforeScripts, countryBeforeScriptsScript } from './country-script';
import { consentModeUpdate } from '@/features/third-parties/consent/consent-mode';
import { fallbackPreloads, slowStart, warmNumbers } from './head-start';
import { addModulePreloads } from './module-preloads';
import { inlineScript } from './inline-script';
import { languageBeforeScripts, languageBeforeScriptsScript } from './language-script';
import { listQueryBeforeScripts, listQueryBeforeScriptsScript } from './list-query-script';
import { pieceAnswerBeforeScripts, pieceAnswerScript } from './piece-answer-script';
import { sessionStorageGuard, sessionStorageGuardScript } from './session-storage-guard';
import { webFontsBeforeScripts, webFontsScript } from './web-fonts';

// The head's scripts are written into the page as their functions' own text (start-up/inline-script): a function
// that named an import or a constant of its module would find nothing there and fail in silence (its try).
describe("the head's scripts as text", () => {
  it.each([
    ['authCallbackBeforeScripts', authCallbackBeforeScripts, authCallbackScript],
    ['sessionStorageGuard', sessionStorageGuard, sessionStorageGuardScript],
    ['languageBeforeScripts', languageBeforeScripts, languageBeforeScriptsScript],
    ['countryBeforeScripts', countryBeforeScripts, countryBeforeScriptsScript],
    ['listQueryBeforeScripts', listQueryBeforeScripts, listQueryBeforeScriptsScript],
    [
      'fallbackPreloads',
      fallbackPreloads,
      () => inlineScript(fallbackPreloads, ['/a.js'], 'gate', addModulePreloads),
    ],
    ['addModulePreloads', addModulePreloads, () => inlineScript(addModulePreloads, ['/a.js'])],
    ['slowStart', slowStart, () => inlineScript(slowStart, ['/a.js'], 300, 'preload', addModulePreloads)],
    ['warmNumbers', warmNumbers, () => inlineScript(warmNumbers, { en: 'en' })],
    ['pieceAnswerBeforeScripts', pieceAnswerBeforeScripts, () => pieceAnswerScript({ routes: {} } as never)],
    ['webFontsBeforeScripts', webFontsBeforeScripts, webFontsScript],
    [
      'consentModeDefaults',
      consentModeDefaults,
      () => inlineScript(consentModeDefaults, ...consentModeArgs()),
    ],
    [
      'consentModeUpdate',
      consentModeUpdate,
      () => inlineScript(consentModeUpdate, { analytics: true, experience: false }),
    ],
    ['afterFirstPaint', afterFirstPaint, () => afterFirstPaint.toString()],
  ] as const)('%s names nothing of its module, and its text parses', (_name, script, text) => {
    // how Vitest and Vite's server name a module's imports inside a function's text
    expect(script.toString()).not.toMatch(/__vi_import_|__vite_ssr_import_|__vite_ssr_dynamic_import__/);
    expect(() => new Function(text())).not.toThrow();
  });

  it('writes its values as JSON that cannot end the script element', () => {
    const text = inlineScript((value: string) => void value, '</script><!--');
    expect(text).not.toMatch(/<\/script|<!--/i);
    expect(text).toContain('"\\u003c/script>\\u003c!--"');
  });
});
