// Linted by tests/lint-rules.test.ts as if it were src/domain/…: a shop rule reaching into a feature (or, linted
// elsewhere, into what else it must not) instead of lib/ or config/.
import { toAddressInput } from '@/features/addresses/utils/address-schema';

export const rules = toAddressInput;
