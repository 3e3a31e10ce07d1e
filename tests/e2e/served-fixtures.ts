import { expect, type BrowserContext } from '@playwright/test';

// The `served` project (the production build behind nginx, deploy/nginx.conf) runs with the site's real
// Content-Security-Policy. A page that breaks under it must fail the run: this watch records every violation in
// every page of a browser context (the page's `securitypolicyviolation` events, and Chromium's console report of
// one, which also covers what happens before the page's scripts run), and fails the test with them.
//
// In a fixture (tests/e2e/fixtures.ts, for every journey of the served project):
//   const csp = await watchCspViolations(context);
//   await provide(context);
//   csp.expectNone();

export interface CspWatch {
  /** The violations so far, one line each: the page's address, the directive, what was blocked. */
  readonly violations: string[];
  /** Fails the test if any page of the context broke the policy. */
  expectNone(): void;
  /** Forgets the violations so far (a test that breaks the policy on purpose, after checking it). */
  clear(): void;
}

const BINDING = '__shopCspViolation';
const watches = new WeakMap<BrowserContext, CspWatch>();

export async function watchCspViolations(context: BrowserContext): Promise<CspWatch> {
  const existing = watches.get(context);
  if (existing) return existing;
  const violations: string[] = [];
  const watch: CspWatch = {
    violations,
    expectNone: () => expect(violations, 'Content-Security-Policy violations').toEqual([]),
    clear: () => void violations.splice(0),
  };
  watches.set(context, watch);

  context.on('console', (message) => {
    const text = message.text();
    // Chromium's report quotes the whole policy, every hash of it: the words before it say what broke.
    if (!/Content Security Policy/i.test(text)) return;
    const short = text.replace(/directive '[^]*?''/, 'directive').slice(0, 300);
    violations.push(`${message.page()?.url() ?? '?'} (console): ${short}`);
  });
  await context.exposeBinding(BINDING, ({ page }, line: string) => {
    violations.push(`${page?.url() ?? '?'}: ${line}`);
  });
  await context.addInitScript((binding) => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as Record<string, (line: string) => void>)[binding];
        const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
        report?.(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}${where}`);
      },
      true,
    );
  }, BINDING);
  return watch;
}
