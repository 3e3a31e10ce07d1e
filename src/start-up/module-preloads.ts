/**
 * Adds a module preload for each of `files` not preloaded yet: the one way the start-up asks for a page's modules
 * ahead, in the head's scripts (each is given this function as an argument and writes its text: start-up/inline-
 * script) and in the SPA fallback's page after hydration (page-modules). Self-contained.
 */
export function addModulePreloads(files: readonly string[]): void {
  const linked = new Set(
    Array.from(document.querySelectorAll('link[rel="modulepreload"]'), (link) => link.getAttribute('href')),
  );
  for (const href of files) {
    if (linked.has(href)) continue;
    linked.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}
