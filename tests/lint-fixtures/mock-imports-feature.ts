// Linted by tests/lint-rules.test.ts as if it were src/mocks/handlers/…: the mock API reaching into a feature
// instead of domain/, lib/ or config/.
import { toAddressInput } from '@/features/addresses/utils/address-schema';

export const rules = toAddressInput;
