// Types for scripts/nginx-error-log.mjs (its test is TypeScript).
export function scrubErrorLine(line: string): string;
export function scrubErrorLog(input: NodeJS.ReadableStream, outputs: NodeJS.WritableStream[]): Promise<void>;
