// Types for scripts/bench/stand-in-api.mjs.
import type { IncomingMessage } from 'node:http';
import type { ApiAnswer } from './serve.mjs';

export function standInApi(req: IncomingMessage, url: URL): ApiAnswer;
export function standInShopApi(req: IncomingMessage, url: URL): ApiAnswer | Promise<ApiAnswer>;
export const CATALOG_SIZE: number;
export function setCatalogSize(count: number): void;
