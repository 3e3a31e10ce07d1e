import { expect, test, waitForHydration } from './fixtures';

// The ids React's useId writes into a prerendered page (`_R_…`: a label's `for`, a panel's `aria-controls`) must be
// the ones hydration computes. React's production build does not report a mismatch: it keeps the server's id in
// the DOM while the component holds its own, and the two part as soon as one side re-renders (a label and its
// field, a button and its panel). The build's tree and the browser's must have the same shape above the routes
// (src/entry.server.tsx). Here each element's id in the DOM is compared with the one React holds in its props.

// (The FAQ is native <details> and has no ids of its own to compare.)
const pages = ['/contact-us', '/ar/contact-us'];

for (const path of pages) {
  test(`${path}: the ids in the prerendered HTML are the ones hydration computes`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const ids = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[id^="_R_"]')].map((element) => {
        const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
        const props = key ? (element as unknown as Record<string, { id?: unknown }>)[key] : undefined;
        return { inDom: element.id, inReact: props?.id ?? null };
      }),
    );
    expect(ids.length, 'the page has ids from useId').toBeGreaterThan(0);
    for (const { inDom, inReact } of ids) expect(inReact, `React's id for #${inDom}`).toBe(inDom);
  });
}
