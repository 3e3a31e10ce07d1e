// Linted by tests/lint-rules.test.ts as if it were src/config/…: a setting built from a layer above it.
import { sizeSchema } from '@/domain/schemas';

export const SIZE_OPTIONS = sizeSchema.options;
