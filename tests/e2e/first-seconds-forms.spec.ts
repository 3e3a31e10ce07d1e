import type { Locator } from '@playwright/test';
import enAuth from '../../src/locales/en/auth';
import enContent from '../../src/locales/en/content';
import { openBeforeScripts, sleep } from './hold-scripts';
import { expect, test, useLanguage } from './fixtures';

// Issue 22: nothing she types in a form's first seconds is lost — not on the prerendered contact page before
// its scripts have run, and not in the contact, sign-in and registration forms just after they work, while
// their words and data are still arriving.

const c = enContent.contact;

/** True once React has taken over the field (hydrated or rendered it). */
const reactOwns = (field: Locator) =>
  field.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$')));

test.describe('what she types in the first seconds', { tag: '@en' }, () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en');
  });

  test('the contact form keeps what she typed before its scripts ran, and sends it', async ({ context }) => {
    const page = await openBeforeScripts(context, '/contact-us', 3000);
    const name = page.getByLabel(c.name, { exact: true });
    const email = page.getByLabel(c.emailLabel, { exact: true });
    const message = page.getByLabel(c.message, { exact: true });
    await name.fill('Noora Al Khalifa');
    await email.fill('noora@example.com');
    await message.pressSequentially('Is the Layla abaya lined?', { delay: 20 });
    expect(await reactOwns(name), 'typed before the scripts ran').toBe(false);
    await expect.poll(() => reactOwns(name), { timeout: 30_000 }).toBe(true);
    await expect(name).toHaveValue('Noora Al Khalifa');
    await expect(email).toHaveValue('noora@example.com');
    await expect(message).toHaveValue('Is the Layla abaya lined?');
    await page.getByRole('button', { name: c.submit }).click();
    await expect(page.getByText(c.sent)).toBeVisible();
  });

  for (const after of [0, 300, 800]) {
    test(`fields typed into ${after} ms after the page works keep their text (contact, sign-in, registration)`, async ({
      page,
    }) => {
      for (const [path, label, text] of [
        ['/contact-us', c.name, 'Noora Al Khalifa'],
        ['/login', enAuth.login.email, 'noora@example.com'],
        ['/register', enAuth.register.firstName, 'Noora'],
      ] as const) {
        await page.goto(path); // returns once the page works (fixtures.ts)
        const field = page.getByLabel(label, { exact: true });
        await expect.poll(() => reactOwns(field)).toBe(true);
        if (after) await sleep(after);
        await field.pressSequentially(text, { delay: 20 });
        await sleep(1000); // what arrives after her typing (words, data) must not take it back
        await expect(field, path).toHaveValue(text);
        await expect(field, path).toBeFocused();
      }
    });
  }
});
