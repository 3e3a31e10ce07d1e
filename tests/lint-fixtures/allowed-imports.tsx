// Linted by tests/lint-rules.test.ts as if it were src/features/cart/components/…: what a feature may import
// (its own files, shared components, domain, lib and config). The rules must let it through.
import { GarmentIllustration } from '@/components/garment/garment-illustration';
import { paths } from '@/config/paths';
import { GIFT_NOTE_MAX } from '@/domain/order-limits';
import { readUnavailableItemIds } from '../utils/unavailable-items';

export const allowed = [GarmentIllustration, paths, GIFT_NOTE_MAX, readUnavailableItemIds];
