// Types for scripts/csp-hashes.mjs (its test is TypeScript).
export function inlineScripts(html: string): string[];
export function hashSource(body: string): string;
export function findHtml(dir: string): Promise<string[]>;
export function collectHashes(clientDir: string): Promise<{ pages: string[]; hashes: string[] }>;
export function nginxInclude(hashes: string[], pageCount: number): string;
export function writeCspInclude(
  clientDir: string,
  outFile?: string,
): Promise<{ pages: string[]; hashes: string[]; outFile: string }>;
