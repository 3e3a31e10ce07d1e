// Types for scripts/bench/serve.mjs (tests/bundle.test.ts serves the stand-in API with it).
import type { IncomingMessage } from 'node:http';

export type ApiAnswer = { status: number; body: unknown; type?: string } | null;
export function serve(options: {
  root: string;
  api?: (req: IncomingMessage, url: URL) => ApiAnswer | Promise<ApiAnswer>;
  legacyLang?: boolean;
}): Promise<{ url: string; close: () => Promise<void> }>;
