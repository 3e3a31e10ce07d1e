// Types for scripts/dev-first-load.mjs (its test is TypeScript).
export const PAGES: string[];
export const EXPECTED_OUTPUT: RegExp[];
export const ONCE_ON_FIRST_START: RegExp[];
export function unexpectedOutput(output: string): string[];
export function checkDevFirstLoad(options?: {
  pages?: string[];
  timeoutMs?: number;
}): Promise<{ problems: string[]; output: string; ms: number }>;
