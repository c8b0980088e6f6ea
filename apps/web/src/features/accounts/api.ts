import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Account,
  accountsApi,
  type ChangeEmailInput,
  type ChangePasswordInput,
  type CredentialsInput,
  type DeleteAccountInput,
  JournalEntryType,
  type OwnCharacter,
  OwnCharacterSchema,
  type PersonalMessage,
  type ResetPasswordInput,
} from '@tod/contracts';
import { useCallback } from 'react';
import { apiRequest, isApiError } from '@/lib/api-client.ts';
import { AccountRefresher, type RefreshReason } from './refresh-policy.ts';

export const accountKey = ['account'] as const;

/** One per page load: the rations hold across every component that reads the account. */
export const accountRefresher = new AccountRefresher();

/**
 * The signed-in account, or null when signed out. Asked through the session call, which answers
 * a visitor 200 with no account: the 401 of `GET /api/auth/account` would be logged by the
 * browser as a failed request on every visitor's page load (docs/hardening.md).
 */
export async function fetchAccount(refresher: AccountRefresher = accountRefresher): Promise<Account | null> {
  refresher.recordFetch(Date.now());
  try {
    return (await apiRequest(accountsApi.session)).account;
  } catch (error) {
    // docs/product-rules.md#account-refresh: other failures of the account call are only logged.
    console.error('Account refresh failed', error);
    throw error;
  }
}

/** Never refetched by the query library itself: {@link useAccountRefresh} decides when. */
const accountQuery = queryOptions({
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

function accountStatus(query: { isPending: boolean; data: Account | null | undefined }): AccountStatus {
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

/**
 * What a pushed personal message means for the account (the app's live dispatcher calls this):
 * a staff change of the character (Manage Characters: name, level, city, jail, death) makes the
 * header and every screen that reads the account show it at once.
 */
export function onAccountMessage(client: QueryClient, message: PersonalMessage): void {
  if (message.type !== 'journal.entry_recorded' || !message.entry) return;
  if (message.entry.type === JournalEntryType.characterChanged || message.entry.type === JournalEntryType.killed) {
    requestAccountRefresh(client, 'forced');
  }
}

export function useForceAccountRefresh(): () => boolean {
  const client = useQueryClient();
  return useCallback(() => requestAccountRefresh(client, 'forced'), [client]);
}

/** The character a gameplay answer carries replaces the cached account's copy. */
export function putOwnCharacter(client: QueryClient, character: OwnCharacter): void {
  client.setQueryData<Account | null>(accountKey, (account) => (account ? { ...account, playerCharacter: character } : account));
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

/** Account self-service (the account page). Each needs the current password. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordInput) => apiRequest(accountsApi.changePassword, { body }),
  });
}

/** The answer is the account with its new e-mail: it replaces the cached one. */
export function useChangeEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeEmailInput) => apiRequest(accountsApi.changeEmail, { body }),
    onSuccess: (account) => client.setQueryData(accountKey, account),
  });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: (body: DeleteAccountInput) => apiRequest(accountsApi.deleteAccount, { body }) });
}

/** The operator's one-time link: works signed out. */
export function useResetPassword() {
  return useMutation({ mutationFn: (body: ResetPasswordInput) => apiRequest(accountsApi.resetPassword, { body }) });
}
