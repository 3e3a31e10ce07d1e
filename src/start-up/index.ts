// The start-up layer's one door (docs/start-up.md): what runs before hydration or decides what loads when.
// Only src/root.tsx and the entry files import it (eslint.config.js); nothing else imports a file of this folder.
export { APP_STARTED_EVENT } from './app-started';
export { authCallbackScript } from './auth-callback-script';
export { beforeHydration } from './before-hydration';
export { buildWordsIn } from './build-words';
export { countryBeforeScriptsScript } from './country-script';
export { landWhereSheClicked } from './deploy-recovery';
export { languageBeforeScriptsScript } from './language-script';
export { listQueryBeforeScriptsScript } from './list-query-script';
export { writtenPage } from './page-html';
export { sessionStorageGuardScript } from './session-storage-guard';
export { webFontsScript } from './web-fonts';
export { WithWordPreloads } from './word-preloads';
