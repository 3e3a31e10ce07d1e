import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import enChat from '../../src/locales/en/chat';
import { expect, test } from './fixtures';

// Issue 39.3 with a chat provider (the e2e build's, .env.e2e: VITE_CHAT_SCRIPT_URL is Crisp's address, served
// here by the stand-in, so nothing leaves): its script is fetched only when she sends her first message, with her
// consent to the experience tools, and the provider receives that message.

const CRISP = 'https://client.crisp.chat/l.js';
const standIn = readFileSync(join(process.cwd(), 'scripts/bench/stand-ins/chat.js'), 'utf8');
const CONSENT = '{"version":1,"analytics":false,"experience":true,"at":"2026-11-28T06:00:00Z"}';

test('the chat provider’s script loads only when she sends her first message, which it receives', async ({
  page,
}) => {
  const fetched: string[] = [];
  // Through the context: the mock API's service worker passes the page's other requests on, and a page route
  // would not see them.
  await page.context().route(CRISP, (route) => {
    fetched.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: standIn });
  });
  await page.addInitScript((consent) => localStorage.setItem('consent', consent), CONSENT);

  await page.goto('/products/1');
  const launcher = page.getByRole('button', { name: enChat.launcher });
  await launcher.click();
  const panel = page.getByRole('dialog', { name: enChat.title });
  await panel.getByRole('textbox', { name: enChat.message }).fill('Do you ship to Muscat?');
  expect(fetched, 'nothing fetched before she sends').toEqual([]);

  await panel.getByRole('button', { name: enChat.send }).click();
  await expect.poll(() => fetched).toEqual([CRISP]);
  await expect
    .poll(() =>
      page.evaluate(() => (window as { __standInChat?: { messages: string[] } }).__standInChat?.messages),
    )
    .toEqual(['Do you ship to Muscat?']);
  await expect(panel).toBeHidden();
});
