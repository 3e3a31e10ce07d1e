// Linted by tests/lint-rules.test.ts as if it were src/features/cart/components/…: a feature that imports
// another feature's component. The layer rules must refuse it.
import { ProductCard } from '@/features/catalog/components/product-card';

export const borrowed = ProductCard;
