// Types for scripts/csp-hashes.mjs (its test is TypeScript).
export function inlineScripts(html: string): string[];
export function hashSource(body: string): string;
export function findHtml(dir: string): Promise<string[]>;
export type PageHashes = { path: string; hashes: string[] };
export type CollectedHashes = { pages: string[]; shared: string[]; byPage: PageHashes[]; hashes: string[] };
export function collectHashes(clientDir: string): Promise<CollectedHashes>;
export type CspDirective =
  'script-src' | 'connect-src' | 'img-src' | 'frame-src' | 'style-src' | 'font-src' | 'worker-src';
export const CSP_DIRECTIVES: CspDirective[];
export type CspSources = Record<CspDirective, string[]>;
export type ThirdPartySettings = {
  tagManagerId: string | null;
  chat: { scriptUrl: string; id: string } | null;
  recording: { provider: 'clarity' | 'hotjar'; id: string; scriptUrl: string | null } | null;
};
export function thirdPartySources(settings: ThirdPartySettings | null): CspSources;
export function readThirdParties(settingsFile: string): Promise<ThirdPartySettings | null>;
export const THIRD_PARTIES_FILE: string;
export function nginxInclude(
  shared: string[],
  byPage: PageHashes[],
  pageCount: number,
  sources?: CspSources,
): string;
export function writeCspInclude(
  clientDir: string,
  outFile?: string,
): Promise<CollectedHashes & { sources: CspSources; outFile: string }>;
