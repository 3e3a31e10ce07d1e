// Types for scripts/bench/taps.mjs (tests/bench-taps.test.ts reads its chain rule).
export function deepestChain(list: { url: string; start: number; end: number }[]): {
  depth: number;
  chain: string[];
};
export const TAP_GOALS: {
  unthrottledMs: number;
  maxChainDepth: number;
  inpWorstMs: number;
  inpMedianMs: number;
};
