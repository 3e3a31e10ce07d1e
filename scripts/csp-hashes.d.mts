// Types for scripts/csp-hashes.mjs (its test is TypeScript).
export function inlineScripts(html: string): string[];
export function hashSource(body: string): string;
export function findHtml(dir: string): Promise<string[]>;
export type PageHashes = { path: string; hashes: string[] };
export type CollectedHashes = { pages: string[]; shared: string[]; byPage: PageHashes[]; hashes: string[] };
export function collectHashes(clientDir: string): Promise<CollectedHashes>;
export function nginxInclude(shared: string[], byPage: PageHashes[], pageCount: number): string;
export function writeCspInclude(
  clientDir: string,
  outFile?: string,
): Promise<CollectedHashes & { outFile: string }>;
