// Types for scripts/build-sitemap.mjs (its test is TypeScript).
export const DEFAULT_SITE_URL: string;
export const LANGS: readonly ['en', 'ar'];
export const DEFAULT_LANG: 'en';
export const EXCLUDED: RegExp[];
export function splitLang(path: string): { lang: 'en' | 'ar'; base: string };
export function pathIn(lang: 'en' | 'ar', base: string): string;
export function isExcluded(path: string): boolean;
export function findPages(dir: string): Promise<string[]>;
export function siteOrigin(siteUrl?: string): string;
export function buildSitemap(pages: string[], origin: string): string;
export function robotsWithSitemap(rules: string, origin: string): string;
export function writeSitemap(options: {
  dir: string;
  siteUrl?: string;
  robotsSource?: string;
}): Promise<{ pages: string[]; sitemap: string; robots: string }>;
