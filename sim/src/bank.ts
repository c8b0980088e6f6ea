import {
  type AttemptCharacter,
  Casino,
  type CasinoSide,
  TERM_DAYS,
  type TermDays,
  TermDeposits,
  casinoPayout,
  cityHostsCasino,
  maxCasinoStake,
  maxTermPrincipal,
  termInterest,
  termUnlocked,
} from '@tod/game';
import type { BotResult } from './result.ts';

/** The side every gambling bot bets on. */
export const BOT_CASINO_SIDE: CasinoSide = 'low';

/**
 * What the game's own rule pays back per gold staked on `side`, on average: every roll 1-100 is
 * equally likely, so this is the mean of casinoPayout over them. The balance check on the casino
 * reads this rather than the bots' dice, whose luck over a few thousand bets moves the observed
 * payback by a few percent either way.
 *
 * @example
 * ```ts
 * expectedCasinoPayback('low'); // 0.98
 * ```
 */
export function expectedCasinoPayback(side: CasinoSide): number {
  let paid = 0;
  for (let roll = 1; roll <= 100; roll++) paid += casinoPayout(side, roll, 1);
  return paid / 100;
}

/**
 * The bank and the casino in the simulation (docs/economy.md, docs/balance.md): once a game day
 * a good, neutral or optimising bot collects a due term deposit and locks its spare gold in the
 * longest term it has unlocked (spare: above 3 x its last training fee and 500 x its level: gold that has piled up). In
 * the reduced run no bot piles up that much, so no term is opened; with 100-200 x level the
 * bots locked a few hundred gold and that alone moved the level-100 day of the regular evil and
 * 12 h good bots and the casual paths' spread past their targets: the bots' games are that
 * sensitive to gold at hand (reported in docs/economy.md, "In the simulation").
 * Evil bots keep their gold at hand for bail: locked away, it made them pay fewer bails, sit out
 * more sentences and, with the rested bonus that idle time banks, reach level 100 a month
 * sooner (docs/balance.md, "Bank and casino"). An evil
 * bot standing in an evil-leaning city bets at the caps (the day's cap in stakes of the most a
 * bet may be, keeping 3 x its last training fee and 20 x its level), on Low, rolled by its own rng so the rest of its game is the one it would play
 * without the casino.
 */
export class BankAndCasino {
  #term: { days: TermDays; principal: number; interest: number; dueDay: number } | null = null;
  #longest = 0;
  constructor(
    private readonly rng: () => number,
    /** Evil bots bet in the casino and keep their gold at hand for bail instead of in term deposits. */
    private readonly evil: boolean,
  ) {}

  day(day: number, c: AttemptCharacter, cityAlignment: number, reserveFee: number, jailed: boolean, result: BotResult): void {
    const reserve = 3 * reserveFee + 500 * c.level;
    if (this.#term && day >= this.#term.dueDay) {
      c.gold += this.#term.principal + this.#term.interest;
      result.goldEarned += this.#term.interest;
      result.goldFrom.interest += this.#term.interest;
      result.bank.interest += this.#term.interest;
      this.#longest = Math.max(this.#longest, this.#term.days);
      this.#term = null;
    }
    if (!this.#term && !this.evil) {
      const principal = Math.min(maxTermPrincipal(c.level), c.gold - reserve);
      const days = [...TERM_DAYS].reverse().find((d) => termUnlocked(d, this.#longest));
      if (days && principal >= TermDeposits.minPrincipal) {
        c.gold -= principal;
        this.#term = { days, principal, interest: termInterest(days, principal), dueDay: day + days };
      }
    }
    if (!this.evil || jailed || !cityHostsCasino(cityAlignment)) return;
    // A gambler keeps only its next training and a few fares in hand.
    const kept = 3 * reserveFee + 20 * c.level;
    const stake = maxCasinoStake(c.level);
    let net = 0;
    for (let bet = 0; bet < Casino.dailyStakePerLevel / Casino.maxStakePerLevel; bet++) {
      if (c.gold - stake < kept) break;
      const roll = Math.floor(this.rng() * 100) + 1;
      const payout = casinoPayout(BOT_CASINO_SIDE, roll, stake);
      c.gold += payout - stake;
      net += payout - stake;
      result.bank.staked += stake;
      result.bank.returned += payout;
    }
    // A day's winnings are gold earned, its losses gold spent.
    if (net > 0) {
      result.goldEarned += net;
      result.goldFrom.casino += net;
    } else result.goldSpent.casino += -net;
  }
}
