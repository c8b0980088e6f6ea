import { refusals } from './refusal-catalogue.ts';
import { z } from 'zod';
import { OwnCharacterSchema } from './characters.ts';
import { DateTimeSchema } from './common.ts';
import { endpoint } from './http.ts';
import { storableText } from './text.ts';

/** A SHA-256 in hex; the example (for the API reference) is SHA-256 of 'abc'. */
const HEX_EXAMPLE = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
const seedHash = storableText('Commitment')
  .regex(/^[0-9a-f]{64}$/, { error: 'Not a commitment: 64 hexadecimal characters.' })
  .meta({ example: HEX_EXAMPLE });
const clientSeed = storableText('Your seed', { error: 'Your seed is 1 to 64 letters, digits, - or _.' }).regex(
  /^[A-Za-z0-9_-]{1,64}$/,
  { error: 'Your seed is 1 to 64 letters, digits, - or _.' },
);

/**
 * A settled round with its seed revealed (docs/economy.md#casino): anyone can check that
 * SHA-256(`serverSeed`) is the `seedHash` shown before the bet and that the first 13 hex digits
 * of SHA-256(`serverSeed:clientSeed`), over 16^13, times 100, rounded down, plus 1, is `roll`.
 */
export const CasinoRoundSchema = z.object({
  id: z.number().int(),
  seedHash: z.string(),
  serverSeed: z.string(),
  clientSeed: z.string(),
  side: z.enum(['low', 'high']),
  stake: z.number().int(),
  roll: z.number().int(),
  payout: z.number().int(),
  settledAt: DateTimeSchema,
});
export type CasinoRound = z.infer<typeof CasinoRoundSchema>;

/**
 * The casino as the caller sees it: `open` (null) or why not (`refusal`: not an evil-leaning
 * city, jailed); the rules (edge, payout, stakes, the day's cap and what is left of it); the
 * `commitment` the next bet will use; the last settled rounds, newest first.
 */
export const CasinoStateSchema = z.object({
  refusal: z.string().nullable(),
  cityName: z.string().nullable(),
  houseEdgePercent: z.number(),
  payoutMultiplier: z.number().int(),
  lowMax: z.number().int(),
  highMin: z.number().int(),
  minStake: z.number().int(),
  maxStake: z.number().int(),
  dailyCap: z.number().int(),
  stakedToday: z.number().int(),
  gold: z.number().int(),
  commitment: seedHash,
  rounds: z.array(CasinoRoundSchema),
});
export type CasinoState = z.infer<typeof CasinoStateSchema>;

/**
 * A bet: the `side` (low wins on 1-49, high on 52-100), the `stake`, the player's own seed mixed
 * into the roll, and the `commitment` the player saw (a bet against another is refused, so the
 * player always knows which committed seed decides it).
 *
 * @example
 * ```ts
 * CasinoBetInputSchema.parse({ side: 'low', stake: 20, clientSeed: 'my-lucky-seed', commitment: 'ab12…' });
 * ```
 */
export const CasinoBetInputSchema = z.object(
  {
    side: z.enum(['low', 'high'], { error: 'Choose Low or High.' }),
    stake: z
      .number({ error: 'The stake must be a whole number of gold.' })
      .int({ error: 'The stake must be a whole number of gold.' })
      .min(1, { error: 'The stake must be a whole number of gold.' })
      .max(1_000_000_000, { error: 'The stake must be a whole number of gold.' }),
    clientSeed,
    commitment: seedHash,
  },
  { error: 'Send the side, the stake, your seed and the commitment.' },
);
export type CasinoBetInput = z.input<typeof CasinoBetInputSchema>;

/** A settled bet: the round with its seed revealed, the gold on hand, the next commitment. */
export const CasinoBetResultSchema = z.object({
  message: z.string(),
  round: CasinoRoundSchema,
  gold: z.number().int(),
  commitment: seedHash,
  character: OwnCharacterSchema,
});
export type CasinoBetResult = z.infer<typeof CasinoBetResultSchema>;

/** A roll to check: a revealed server seed and the client seed it was played with. */
export const CasinoVerifyInputSchema = z.object(
  {
    serverSeed: storableText('Server seed')
      .regex(/^[0-9a-f]{64}$/, { error: 'A server seed is 64 hexadecimal characters.' })
      .meta({ example: HEX_EXAMPLE }),
    clientSeed,
  },
  { error: 'Send the server seed and your seed.' },
);

/** The server's own check of a roll: the seed's hash, the roll, and the settled round it committed to. */
export const CasinoVerifyResultSchema = z.object({
  seedHash: z.string(),
  roll: z.number().int(),
  round: CasinoRoundSchema,
});
export type CasinoVerifyResult = z.infer<typeof CasinoVerifyResultSchema>;

/**
 * The casino. `state` and `bet` need a living character (403). Bet refusals, each changing
 * nothing: 403 `casino.closed` (not in an evil-leaning city), 403 `casino.jailed`, 400
 * `casino.below_min` / `casino.above_max` (`{min}` / `{max}`), 409 `casino.daily_cap`
 * (`{room}`), 409 `casino.commitment_changed` (the shown commitment was used or replaced: read the
 * casino again and bet against the new one), 409 `casino.not_enough_gold` (`{price, gold}`).
 * `verify` is public: 404 `casino.seed_not_committed` when no settled round committed to the seed.
 */
export const casinoApi = {
  state: endpoint({
    method: 'GET',
    access: 'player',
    path: '/casino',
    response: CasinoStateSchema,
    errors: refusals('character.none', 'casino.closed', 'casino.jailed'),
  }),
  bet: endpoint({
    method: 'POST',
    access: 'player',
    path: '/casino/bets',
    body: CasinoBetInputSchema,
    response: CasinoBetResultSchema,
    errors: refusals(
      'character.none',
      'casino.closed',
      'casino.jailed',
      'casino.below_min',
      'casino.above_max',
      'casino.daily_cap',
      'casino.not_enough_gold',
      'casino.commitment_changed',
    ),
  }),
  verify: endpoint({
    method: 'POST',
    access: 'visitor',
    path: '/casino/verify',
    body: CasinoVerifyInputSchema,
    response: CasinoVerifyResultSchema,
    errors: refusals('casino.seed_not_committed'),
  }),
};
