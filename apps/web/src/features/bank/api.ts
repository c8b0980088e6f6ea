import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { economyApi } from '@tod/contracts';
import { apiRequest } from '@/lib/api-client.ts';
import { gameplayAnswerMeta } from '@/lib/query-client.ts';

export const bankKeys = { state: ['bank'] as const };

/** The bank: balance, gold on hand, the deposit fee and the term deposits (docs/economy.md#bank). */
export const bankQuery = queryOptions({
  queryKey: bankKeys.state,
  queryFn: ({ signal }) => apiRequest(economyApi.bank, { signal }),
});

export const bankCalls = {
  deposit: (amount: number) => apiRequest(economyApi.deposit, { body: { amount } }),
  withdraw: (amount: number) => apiRequest(economyApi.withdraw, { body: { amount } }),
  openTerm: (input: { days: 1 | 7 | 28; principal: number }) => apiRequest(economyApi.openTerm, { body: input }),
  collectTerm: (id: number) => apiRequest(economyApi.collectTerm, { params: { id } }),
};

/**
 * A bank action: its answer carries the character (gameplayAnswerMeta lands the gold in the
 * account); the bank is read again after it, success or refusal, so the page never shows a stale
 * balance.
 */
export function useBankAction<T>(run: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    meta: gameplayAnswerMeta,
    onSettled: () => void client.invalidateQueries({ queryKey: bankKeys.state }),
  });
}

/** What the caller may still give one character today, with the reason when nothing (docs/economy.md#gifts). */
export const giftAllowanceQuery = (id: string) =>
  queryOptions({
    queryKey: ['gifts', 'allowance', id] as const,
    queryFn: ({ signal }) => apiRequest(economyApi.giftAllowance, { params: { id }, signal }),
    staleTime: 0,
  });

/** Gives gold; the answer carries the character, and the allowance is read again afterwards. */
export function useGiveGift(to: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) => apiRequest(economyApi.gift, { body: { to, amount } }),
    meta: gameplayAnswerMeta,
    onSettled: () => void client.invalidateQueries({ queryKey: ['gifts', 'allowance', to] }),
  });
}
