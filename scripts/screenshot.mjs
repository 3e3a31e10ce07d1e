// Screenshots of the running shop in Debian's Chromium, to look at pages as a shopper would.
// Usage: node scripts/screenshot.mjs <url> <out.png> [width=1280] [lang=en] [fullPage=1]
import { chromium } from '@playwright/test';
import { CHROME_PATH, CHROMIUM_ARGS } from './chromium.mjs';

const [url, out, width = '1280', lang = 'en', full = '1'] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: node scripts/screenshot.mjs <url> <out.png> [width] [lang] [fullPage]');
  process.exit(2);
}
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
const w = Number(width);
const context = await browser.newContext({
  viewport: { width: w, height: w < 600 ? 844 : 900 },
  deviceScaleFactor: 1,
  isMobile: w < 600,
  hasTouch: w < 600,
});
await context.addInitScript((l) => localStorage.setItem('language', l), lang);
const page = await context.newPage();
page.on('console', (m) => {
  if (m.type() === 'error') console.log('console error:', m.text());
});
page.on('pageerror', (e) => console.log('page error:', e.message));
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(600);
await page.screenshot({ path: out, fullPage: full === '1' });
await browser.close();
console.log('saved', out);
