import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Account, accountsApi, type CredentialsInput, type OwnCharacter, OwnCharacterSchema } from '@tod/contracts';
import { useCallback } from 'react';
import { apiRequest, isApiError } from '@/lib/api-client.ts';
import { AccountRefresher, type RefreshReason } from './refresh-policy.ts';

export const accountKey = ['account'] as const;

/** One per page load: the rations hold across every component that reads the account. */
export const accountRefresher = new AccountRefresher();

/** The signed-in account, or null when signed out (a 401 is an answer, not a failure). */
export async function fetchAccount(refresher: AccountRefresher = accountRefresher): Promise<Account | null> {
  refresher.recordFetch(Date.now());
  try {
    return await apiRequest(accountsApi.account);
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    // Spec §8: other failures of the account call are only logged.
    console.error('Account refresh failed', error);
    throw error;
  }
}

/** Never refetched by the query library itself: {@link useAccountRefresh} decides when. */
export const accountQuery = queryOptions({
  queryKey: accountKey,
  queryFn: () => fetchAccount(),
  staleTime: Number.POSITIVE_INFINITY,
  refetchOnMount: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
  retryOnMount: false,
  // One more try for a network blip; an error answer will not change on retry.
  retry: (failureCount, error) => !isApiError(error) && failureCount < 1,
});

export type AccountStatus = 'loading' | 'signed-out' | 'signed-in';

export function accountStatus(query: { isPending: boolean; data: Account | null | undefined }): AccountStatus {
  if (query.data) return 'signed-in';
  if (query.isPending) return 'loading';
  // A failed first load is treated as signed out: the visitor still gets the sign-in form.
  return 'signed-out';
}

export function useAccount(): { account: Account | null; status: AccountStatus } {
  const query = useQuery(accountQuery);
  return { account: query.data ?? null, status: accountStatus(query) };
}

/** Asks for an account refresh; the refresh rules and the circuit breaker may refuse it. */
export function requestAccountRefresh(
  client: QueryClient,
  reason: RefreshReason,
  refresher: AccountRefresher = accountRefresher,
): boolean {
  if (!refresher.mayRefresh(reason, Date.now())) return false;
  // A refresh already under way is joined, never restarted.
  void client.refetchQueries({ queryKey: accountKey, exact: true }, { cancelRefetch: false });
  return true;
}

export function useForceAccountRefresh(): () => boolean {
  const client = useQueryClient();
  return useCallback(() => requestAccountRefresh(client, 'forced'), [client]);
}

/**
 * Puts a character the server just returned into the cached account, so screens show it at once
 * without spending a refresh.
 */
export function useSetOwnCharacter(): (update: Partial<OwnCharacter>) => void {
  const client = useQueryClient();
  return useCallback(
    (update) => {
      client.setQueryData<Account | null>(accountKey, (account) => {
        if (!account) return account;
        const merged = { ...account.playerCharacter, ...update };
        const parsed = OwnCharacterSchema.safeParse(merged);
        return { ...account, playerCharacter: parsed.success ? parsed.data : account.playerCharacter };
      });
    },
    [client],
  );
}

export type AuthMode = 'login' | 'register';

export function useAuthenticate() {
  return useMutation({
    mutationFn: ({ mode, credentials }: { mode: AuthMode; credentials: CredentialsInput }) =>
      apiRequest(mode === 'login' ? accountsApi.login : accountsApi.register, { body: credentials }),
  });
}

export function useLogout() {
  return useMutation({ mutationFn: () => apiRequest(accountsApi.logout) });
}
