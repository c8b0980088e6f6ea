import {
  CONTRACT_TEMPLATES,
  type ContractReward,
  GameConstants,
  type QuestAxis,
  contractReward,
  offerSeed,
  pickOffer,
  standingTier,
} from '@tod/game';
import { DAY, START_MS, type StrategyName } from './profiles.ts';
import { type ChainPay, ChainWalk } from './chain-walk.ts';
import type { SimCity, SimDeed } from './world.ts';

const Q = GameConstants.quests;

interface Held {
  cityName: string;
  axis: QuestAxis;
  /** The kind of deed that counts; null: any. */
  deedAxis: QuestAxis | null;
  target: number;
  progress: number;
  deadline: number;
  reward: ContractReward;
}

/** What the quests brought: contracts handed in, or a chain's choices and pay. */
export type QuestPay = ChainPay;

const axisOf = (deed: Pick<SimDeed, 'alignment'>): QuestAxis =>
  deed.alignment > 0 ? 'good' : deed.alignment < 0 ? 'evil' : 'neutral';

/**
 * A bot's contracts and chains (docs/quests.md; docs/balance.md, "Quests"). Each game day in a
 * city, the patrons it works for make their offer (the real `pickOffer`, one a patron a day);
 * the bot takes deed contracts only, up to 3 at once: a path bot its path's patron's, the
 * optimiser the best-paid of the three patrons' that its deeds there can fill. Successful deeds
 * of the kind count; a finished contract is handed in at once (the bot is in the city where
 * the deeds count), paying the offer's reward and standing; one past its 72 hours costs
 * standing. A chain of a patron it works for starts once its level and standing open it while
 * the bot is in the patron's city, and is walked step by step (sim/src/chain-walk.ts).
 */
export class QuestDesk {
  readonly #strategy: StrategyName;
  readonly #standing = new Map<string, number>();
  readonly #offered = new Set<string>();
  #held: Held[] = [];
  contractsDone = 0;
  contractsExpired = 0;
  /** The chains the bot walks (sim/src/chain-walk.ts); they open here, with the standing. */
  readonly walk: ChainWalk;

  constructor(strategy: StrategyName, cities: readonly SimCity[]) {
    this.#strategy = strategy;
    this.walk = new ChainWalk(cities);
  }

  #points(cityName: string, axis: QuestAxis): number {
    return this.#standing.get(`${cityName}/${axis}`) ?? 0;
  }

  #addStanding(cityName: string, axis: QuestAxis, delta: number): void {
    this.#standing.set(`${cityName}/${axis}`, Math.max(0, this.#points(cityName, axis) + delta));
  }

  /** The patrons the bot works for: its path's, or for the optimiser the one whose deed it does here. */
  #patrons(deedAxis: QuestAxis): QuestAxis[] {
    return this.#strategy === 'optimiser' ? [deedAxis] : [this.#strategy];
  }

  /** The day's offers in the city, taken when they are deed contracts the bot's deeds fill. */
  #takeOffers(t: number, city: SimCity, deed: SimDeed, level: number): void {
    const day = Math.floor((t - START_MS) / DAY);
    const offers: Held[] = [];
    for (const axis of this.#strategy === 'optimiser' ? (['good', 'neutral', 'evil'] as const) : [this.#strategy]) {
      const key = `${city.name}/${axis}/${day}`;
      if (this.#offered.has(key)) continue;
      this.#offered.add(key);
      const tier = standingTier(this.#points(city.name, axis));
      const offer = pickOffer({ templates: CONTRACT_TEMPLATES, axis, tier, seed: offerSeed(key), destinations: [] });
      if (!offer || offer.template.kind !== 'deed') continue;
      const deedAxis = offer.template.deedAxis ?? null;
      if (deedAxis !== null && deedAxis !== axisOf(deed)) continue;
      offers.push({
        cityName: city.name,
        axis,
        deedAxis,
        target: offer.target,
        progress: 0,
        deadline: t + Q.deadlineMs,
        reward: contractReward({ kind: 'deed', target: offer.target, tier, level }),
      });
    }
    // The optimiser takes the best-paid first; a path bot has one patron a day.
    offers.sort((a, b) => b.reward.experience - a.reward.experience);
    for (const offer of offers) if (this.#held.length < Q.maxActiveContracts) this.#held.push(offer);
  }

  /** Counts a deed done in `city` at `t`; hands in what it finished and starts the chains it opened. */
  afterDeed(t: number, city: SimCity, deed: SimDeed, success: boolean, level: number): QuestPay {
    const pay: QuestPay = { gold: 0, experience: 0, shifts: [] };
    for (const held of this.#held.filter((h) => h.deadline <= t)) {
      this.contractsExpired += 1;
      this.#addStanding(held.cityName, held.axis, -Q.expiryPenalty);
    }
    this.#held = this.#held.filter((h) => h.deadline > t);
    this.#takeOffers(t, city, deed, level);
    if (success) {
      const axis = axisOf(deed);
      for (const held of this.#held) {
        if (held.cityName === city.name && (held.deedAxis === null || held.deedAxis === axis)) held.progress += 1;
      }
    }
    for (const held of this.#held.filter((h) => h.progress >= h.target)) {
      this.contractsDone += 1;
      pay.gold += held.reward.gold;
      pay.experience += held.reward.experience;
      this.#addStanding(held.cityName, held.axis, held.reward.standing);
    }
    this.#held = this.#held.filter((h) => h.progress < h.target);
    this.walk.open(city.name, level, this.#patrons(axisOf(deed)), (axis) => standingTier(this.#points(city.name, axis)));
    return pay;
  }
}
