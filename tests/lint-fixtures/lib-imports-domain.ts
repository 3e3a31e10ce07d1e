// Linted by tests/lint-rules.test.ts as if it were src/lib/…: a utility reading a shop rule.
import { GIFT_NOTE_MAX } from '@/domain/order-limits';

export const limit = GIFT_NOTE_MAX;
