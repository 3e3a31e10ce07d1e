// Debian's Chromium as every browser run here starts it (Playwright's journeys, the bench, screenshots): never a
// downloaded browser, and without the background connections this machine's closed network refuses.
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
