// Linted by tests/lint-rules.test.ts as if it were src/lib/… or src/features/…: a layer of the shop reaching into
// the start-up module, which only the root and the entry files may enter.
import { APP_STARTED_EVENT } from '@/start-up/app-started';

export const started = APP_STARTED_EVENT;
