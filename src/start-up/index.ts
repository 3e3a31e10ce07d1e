// The start-up layer's one door (docs/start-up.md): what runs before hydration or decides what loads when.
// Only src/root.tsx and the entry files import it (eslint.config.js); nothing else imports a file of this folder.
export { APP_STARTED_EVENT } from './app-started';
export { beforeHydration } from './before-hydration';
export { buildWordsIn } from './build-words';
export { DataProvider } from './data-provider';
export { landWhereSheClicked } from './deploy-recovery';
export { firstPageOpened, openFirstPageAgain, routerContext } from './first-page';
export { HeadScripts } from './head-scripts';
export { LazyWidgets } from './lazy-widgets';
export { writtenPage } from './page-html';
export { WithWordPreloads } from './word-preloads';
