import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type CasinoBetInput, casinoApi } from '@tod/contracts';
import { apiRequest } from '@/lib/api-client.ts';
import { gameplayAnswerMeta } from '@/lib/query-client.ts';

export const casinoKeys = { state: ['casino'] as const };

/** The casino's rules, the next commitment and the last rounds (docs/economy.md#casino). */
export const casinoQuery = queryOptions({
  queryKey: casinoKeys.state,
  queryFn: ({ signal }) => apiRequest(casinoApi.state, { signal }),
});

/** A bet; the casino is read again after it (a refusal may mean the commitment changed). */
export function useBet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CasinoBetInput) => apiRequest(casinoApi.bet, { body }),
    meta: gameplayAnswerMeta,
    onSettled: () => void client.invalidateQueries({ queryKey: casinoKeys.state }),
  });
}

/** The server's check that a seed was committed to, and the roll it gives. */
export const verifyRoll = (body: { serverSeed: string; clientSeed: string }) => apiRequest(casinoApi.verify, { body });

/** SHA-256 of a text, in hex, by the browser itself: the player's own check needs no trust in the server. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A fresh seed for the player's side of the roll (the player may type their own). */
export function randomClientSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
