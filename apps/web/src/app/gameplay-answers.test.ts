import type { QueryClient } from '@tanstack/react-query';
import type { Account } from '@tod/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountKey } from '@/features/accounts/api.ts';
import { timedStates } from '@/features/timers/timed-states.ts';
import { createQueryClient, gameplayAnswerMeta } from '@/lib/query-client.ts';
import { makeAccount, makeOwnCharacter } from '@/testing/fixtures.ts';
import { landGameplayAnswer } from './gameplay-answers.ts';

const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();

/** Runs one mutation through the client's cache, as useMutation would. */
function run(client: QueryClient, answer: unknown, meta?: Record<string, unknown>) {
  return client
    .getMutationCache()
    .build(client, { mutationFn: async () => answer, ...(meta ? { meta } : {}) })
    .execute(undefined);
}

let client: QueryClient;
const account = () => client.getQueryData<Account | null>(accountKey);

beforeEach(() => {
  timedStates().clear();
  client = createQueryClient({ onGameplayAnswer: landGameplayAnswer });
  client.setQueryData(accountKey, makeAccount({ playerCharacter: makeOwnCharacter({ gold: 10, level: 1 }) }));
});

describe('where gameplay answers land', () => {
  it("puts the answer's character in the account and its timers in the store, before the screen hears of it", async () => {
    const character = makeOwnCharacter({ gold: 25, level: 2, lastDeed: inMs(60_000), lastJail: inMs(300_000), inJail: true });
    const seen = run(client, { success: 0, message: 'Caught!', character }, gameplayAnswerMeta).then(() => ({
      gold: account()?.playerCharacter?.gold,
      jailed: timedStates().isJailed(),
    }));
    expect(await seen).toEqual({ gold: 25, jailed: true });
    expect(account()?.playerCharacter).toEqual(character);
    expect(timedStates().isOnCooldown('deeds')).toBe(true);
    expect(timedStates().getSnapshot().jail?.releaseAt).toBe(Date.parse(character.lastJail!));
  });

  it('clears a jail the answer ended (one’s own bail) and starts the travel rest of a journey', async () => {
    timedStates().setJail(true, inMs(600_000));
    const freed = makeOwnCharacter({ lastJail: inMs(-1_000), inJail: false, lastTravelled: inMs(120_000) });
    await run(client, { message: 'Free.', character: freed }, gameplayAnswerMeta);
    expect(timedStates().isJailed()).toBe(false);
    expect(timedStates().isOnCooldown('travel')).toBe(true);
    expect(account()?.playerCharacter?.lastJail).toBe(freed.lastJail);
  });

  it('leaves the account alone for an unmarked mutation, or a marked one without a character', async () => {
    await run(client, { character: makeOwnCharacter({ gold: 999 }) });
    await run(client, { saved: true }, gameplayAnswerMeta);
    expect(account()?.playerCharacter?.gold).toBe(10);
    expect(timedStates().getSnapshot()).toMatchObject({ deeds: null, training: null, travel: null, jail: null });
  });

  it('keeps a signed-out cache signed out', async () => {
    client.setQueryData(accountKey, null);
    await run(client, { character: makeOwnCharacter() }, gameplayAnswerMeta);
    expect(account()).toBeNull();
  });
});
