import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * After a change on the server: the query's data is stale, fetch it again. `invalidateQueries` alone loses
 * that when the query's FIRST fetch is still on its way — it joins that fetch, which began before the change,
 * and its out-of-date answer settles as fresh (TanStack/query#8530, #11526, open). Cancelling it first (its
 * state goes back to before it started, silently) makes the invalidation start a fetch of its own.
 * Seen: she signs in, the header's cart count and her pending piece's add start together, and the count
 * stayed at 0.
 */
export async function refreshQuery(
  queryClient: QueryClient,
  queryKey: QueryKey,
  { exact = false }: { exact?: boolean } = {},
): Promise<void> {
  await queryClient.cancelQueries({ queryKey, exact });
  await queryClient.invalidateQueries({ queryKey, exact });
}
