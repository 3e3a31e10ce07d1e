// Types for scripts/bench/serve.mjs (tests/bundle.test.ts serves the stand-in API with it).
import type { IncomingMessage } from 'node:http';

export type ApiAnswer = { status: number; body: unknown; type?: string } | null;
export function serve(options: {
  root: string;
  api?: (req: IncomingMessage, url: URL) => ApiAnswer | Promise<ApiAnswer>;
  legacyLang?: boolean;
  headScript?: string;
  /** HTTPS with HTTP/2 (a certificate made with openssl for 127.0.0.1) */
  secure?: boolean;
}): Promise<{ url: string; close: () => Promise<void> }>;
