// Linted by tests/lint-rules.test.ts as if it were a route module: its params and loader data come from its
// generated types (a fixture has none of its own, so it borrows the product route's).
import type { Route } from '../../src/app/routes/+types/product';

export default function BorrowedRoute({ params, loaderData }: Route.ComponentProps) {
  return (
    <p>
      {params.productId} {loaderData?.product?.id}
    </p>
  );
}
