// Linted by tests/lint-rules.test.ts as if it were a route module or a layout: it reads its route's params and
// loader data through the hooks that know nothing of its route, instead of its generated `Route.ComponentProps`.
import { useLoaderData, useParams } from 'react-router';

export default function BorrowedRoute() {
  const { id } = useParams();
  const data = useLoaderData() as { name: string } | null;
  return (
    <p>
      {id} {data?.name}
    </p>
  );
}
