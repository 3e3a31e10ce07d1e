import { RouterContextProvider } from 'react-router';
import { openingFirstPage } from '@/app/router-context';

// Whether the shop is still opening its first page (app/router-context.ts says what a loader does with it): true
// until the root has rendered its first page. The root says when (firstPageOpened); a route's clientLoader asks
// through the router's context, which the client entry builds with routerContext for every navigation.
let opened = false;

const isOpeningFirstPage = (): boolean => !opened;

/** Called once the root has rendered its first page. */
export function firstPageOpened(): void {
  opened = true;
}

/**
 * The context of a navigation's loaders (HydratedRouter's `getContext`, called for each navigation and fetch):
 * where a route asks whether the first page is still opening.
 */
export function routerContext(): RouterContextProvider {
  return new RouterContextProvider(new Map([[openingFirstPage, isOpeningFirstPage]]));
}

/** Tests: every render of the shop opens its first page again. */
export function openFirstPageAgain(): void {
  opened = false;
}
