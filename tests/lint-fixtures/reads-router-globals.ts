// Linted by tests/lint-rules.test.ts as if it were a file of src/ other than start-up/router-internals.ts: a read of
// React Router's undocumented globals outside the one adapter that holds them.
export const spaFallback = Boolean(window.__reactRouterContext?.isSpaMode);
