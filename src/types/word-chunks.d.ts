declare module 'virtual:word-chunks' {
  /** The built word chunks, `{ 'en/home': '/assets/home-….js' }`, at build time only (scripts/word-chunks-plugin.ts). */
  const chunks: Readonly<Record<string, string>>;
  export default chunks;
}
