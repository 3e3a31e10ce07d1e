// Types for scripts/serve-prod.mjs (its test is TypeScript).
export const TEMPLATE: string;
export const TEMPLATE_KEYS: string[];
export function fillTemplate(template: string, values: Record<string, string | undefined>): string;
export function brotliEnabled(dir?: string): boolean;
export function findNginx(): string;
export function prepareRuntime(options: {
  port: number;
  apiPort: number;
  host: string;
  buildDir: string;
  paymentOrigin: string;
  cspReportUri: string;
}): string;
export function cspReports(
  contentType: string,
  text: string,
): { page: string; directive: string; blocked: string }[];
export function startReportCollector(
  host: string,
  port: number,
  log?: (line: string) => void,
): Promise<import('node:http').Server>;
export function waitForPort(
  port: number,
  host: string,
  timeoutMs: number,
  isAlive?: () => boolean,
): Promise<void>;
export function spawnNginx(
  nginx: string,
  runtime: string,
  options?: { echo?: NodeJS.WritableStream | null },
): import('node:child_process').ChildProcess;
