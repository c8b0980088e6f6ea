import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A staff mutation whose success reloads the list it changed (docs/product-rules.md#staff-lists)
 * and then tells the caller, which may refresh other caches too (the home page's own, say).
 */
export function useListMutation<V, R>(listKey: readonly unknown[], fn: (variables: V) => Promise<R>, onChanged?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      onChanged?.();
      await client.invalidateQueries({ queryKey: listKey });
    },
  });
}
