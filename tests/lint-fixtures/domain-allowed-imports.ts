// Linted by tests/lint-rules.test.ts as if it were src/domain/… (and as the mock API): what a shop rule may import
// (the other rules, lib and config). The rules must let it through.
import { paths } from '@/config/paths';
import { GIFT_NOTE_MAX } from '@/domain/order-limits';
import { parseIsoDate } from '@/lib/iso-date';

export const allowed = [paths, GIFT_NOTE_MAX, parseIsoDate];
