// Types for scripts/deploy-build.mjs (its tests are TypeScript).
export function deployBuild(
  build: string,
  live: string,
  options?: { keepDays?: number; now?: number },
): { copied: string[]; retired: string[]; removed: string[] };
