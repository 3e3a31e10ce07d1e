import type { Plugin } from 'vite';

/** The module the build-time render imports: `{ 'en/home': '/assets/home-….js', … }`. */
export const WORD_CHUNKS_ID = 'virtual:word-chunks';
const RESOLVED_ID = `\0${WORD_CHUNKS_ID}`;
const SHARED = Symbol.for('shop:word-chunks');
const LOCALE_FILE = /\/src\/locales\/(\w+)\/([\w-]+)\.ts$/;

/**
 * The file names of the word chunks (one per language and namespace, src/lib/i18n.ts), for the pages rendered at
 * build time: React Router builds the browser's half first, so when the server half (which prerenders the pages)
 * loads this module, the names are known, and root.tsx preloads a page's words with its scripts instead of one
 * round trip after them. Everywhere else (the browser's bundle, dev, Vitest) the module is empty.
 */
export function wordChunks(): Plugin {
  // React Router builds each half with its own copy of this config (and so of this plugin) in one process: the
  // names are kept where the server half's copy finds them.
  const chunks: Record<string, string> = ((globalThis as Record<symbol, unknown>)[SHARED] ??= {}) as Record<
    string,
    string
  >;
  let base = '/';
  return {
    name: 'shop:word-chunks',
    configResolved(config) {
      base = config.base;
    },
    resolveId(id) {
      return id === WORD_CHUNKS_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const serverBuild = this.environment?.config.consumer === 'server' && this.environment.mode === 'build';
      return `export default ${JSON.stringify(serverBuild ? chunks : {})};`;
    },
    generateBundle(_options, bundle) {
      if (this.environment?.config.consumer !== 'client') return;
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !output.facadeModuleId) continue;
        const [, lang, ns] = LOCALE_FILE.exec(output.facadeModuleId) ?? [];
        if (lang && ns) chunks[`${lang}/${ns}`] = `${base}${output.fileName}`;
      }
    },
  };
}
