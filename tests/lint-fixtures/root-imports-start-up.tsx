// Linted by tests/lint-rules.test.ts as if it were src/root.tsx or an entry file: start-up by its public entry.
// The rules must let it through.
import { webFontsScript } from '@/start-up';

export const script = webFontsScript;
