// Whether the shop is still opening its first page: the clientLoaders of the page she opened run before anything
// of the app has rendered (the root's HydrateFallback is on screen), those of every later page while the page she
// is leaving stays on screen.
let opened = false;

/** True until the first page has rendered. */
export const isOpeningFirstPage = (): boolean => !opened;

/** Called once the root has rendered its first page. */
export function firstPageOpened(): void {
  opened = true;
}

/** Tests: every render of the shop opens its first page again. */
export function openFirstPageAgain(): void {
  opened = false;
}
