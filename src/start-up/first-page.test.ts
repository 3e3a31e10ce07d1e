import { afterEach, describe, expect, it } from 'vitest';
import { openingFirstPage } from '@/app/router-context';
import { firstPageOpened, openFirstPageAgain, routerContext } from './first-page';

describe("the router's context: whether the first page is still opening", () => {
  afterEach(openFirstPageAgain);

  it('says so to the loaders of the page she opened, and no longer once the root has rendered it', () => {
    const context = routerContext();
    expect(context.get(openingFirstPage)()).toBe(true);
    firstPageOpened();
    // asked when a loader runs, not when its navigation began: a context made before still tells the truth
    expect(context.get(openingFirstPage)()).toBe(false);
    expect(routerContext().get(openingFirstPage)()).toBe(false);
  });

  it('gives each navigation a context of its own', () => {
    expect(routerContext()).not.toBe(routerContext());
  });
});
