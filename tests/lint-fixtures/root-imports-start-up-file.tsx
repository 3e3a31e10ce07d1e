// Linted by tests/lint-rules.test.ts as if it were src/root.tsx: the root entering start-up by a side door (one
// of its files) instead of its public entry.
import { webFontsScript } from '@/start-up/web-fonts';

export const script = webFontsScript;
