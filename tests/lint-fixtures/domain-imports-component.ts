// Linted by tests/lint-rules.test.ts as if it were src/domain/…: a shop rule reading shared UI.
import { GarmentIllustration } from '@/components/garment/garment-illustration';

export const drawn = GarmentIllustration;
