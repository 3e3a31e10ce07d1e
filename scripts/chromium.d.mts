// Types for scripts/chromium.mjs (playwright.config.ts imports it).
export const CHROME_PATH: string;
export const CHROMIUM_ARGS: string[];
