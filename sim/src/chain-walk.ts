import {
  type ChainCharacter,
  type ChainDef,
  type GridCity,
  QUEST_CHAINS,
  type QuestAxis,
  chainLock,
  chainReward,
  chainRouteSquares,
  stepBlocker,
} from '@tod/game';
import type { SimCity } from './world.ts';

/** What a chain's pay and choices gave: gold, experience and alignment points. */
export interface ChainPay {
  gold: number;
  experience: number;
  shifts: { axis: QuestAxis; points: number }[];
}

/**
 * What the walked chain's next step asks of the bot before it can press on: a journey to a
 * city, a jail sentence in the city it stands in, or a skill's training. Null: nothing to do
 * for the chains now (none started, or each waits for a level or an alignment).
 */
export type ChainNeed =
  | { kind: 'travel'; cityName: string }
  | { kind: 'jail' }
  | { kind: 'train'; skill: string; level: number }
  | null;

interface Walked {
  chain: ChainDef;
  stepsDone: number;
}

/**
 * A bot's quest chains, walked as a player walks them (docs/quests.md, "Quest chains";
 * docs/balance.md, "Quests"): a chain of a patron the bot works for starts when its level and
 * standing open it while the bot stands in the patron's city; each step is done through the
 * game's own `stepBlocker` once the bot is where the step is (in its jail for a jail step, free in its city for a jail visit),
 * with the skill and level it asks; a choice step takes the patron's side; the last step pays
 * `chainReward` with its road's fares. The bot decides the journeys, the deeds that land it in jail and the training
 * (`sim/src/bot.ts`); this class only says what the next step needs.
 */
export class ChainWalk {
  readonly #cityAt: (cityName: string) => GridCity | undefined;
  readonly #started: Walked[] = [];
  #jailStep: Walked | null = null;
  readonly #seen = new Set<string>();
  chainsDone = 0;

  constructor(cities: readonly SimCity[]) {
    const at = new Map(cities.map((x) => [x.name, { xPosition: x.x, yPosition: x.y, alignment: x.alignment }]));
    this.#cityAt = (cityName) => at.get(cityName);
  }

  /** Whether any chain is started and not finished. */
  get walking(): boolean {
    return this.#started.length > 0;
  }

  /** Starts the chains open to the bot in `cityName` whose patron is one of `axes`. */
  open(cityName: string, level: number, axes: readonly QuestAxis[], tierWith: (axis: QuestAxis) => number): void {
    for (const chain of QUEST_CHAINS) {
      if (this.#seen.has(chain.key) || chain.patron.cityName !== cityName || !axes.includes(chain.patron.axis)) continue;
      if (chainLock(chain, { level, standingTier: tierWith(chain.patron.axis) }) !== null) continue;
      this.#seen.add(chain.key);
      this.#started.push({ chain, stepsDone: 0 });
    }
  }

  /** Does every step the character can do where it stands; the last step of a chain pays it. */
  pressOn(ch: ChainCharacter): ChainPay {
    const pay: ChainPay = { gold: 0, experience: 0, shifts: [] };
    for (const walked of [...this.#started]) {
      const { chain } = walked;
      let step = chain.steps[walked.stepsDone];
      while (step && stepBlocker(step.requirement, ch) === null) {
        const choice = step.choices?.find((x) => x.axis === chain.patron.axis) ?? step.choices?.[0];
        if (choice) pay.shifts.push({ axis: choice.axis, points: choice.points });
        walked.stepsDone += 1;
        step = chain.steps[walked.stepsDone];
      }
      if (step) continue;
      const reward = chainReward(chain.rewardDeeds, ch.level, chainRouteSquares(chain, this.#cityAt));
      pay.gold += reward.gold;
      pay.experience += reward.experience;
      this.chainsDone += 1;
      this.#started.splice(this.#started.indexOf(walked), 1);
    }
    return pay;
  }

  /**
   * The next need of the chain to walk: one whose next step is in the bot's city first, then
   * the one started first whose step waits only for the bot to get there; else a skill a step
   * asks. A step waiting for a level or an alignment leaves its chain for later.
   */
  need(ch: ChainCharacter): ChainNeed {
    let travel: ChainNeed = null;
    let train: ChainNeed = null;
    for (const walked of this.#started) {
      const req = walked.chain.steps[walked.stepsDone]!.requirement;
      const there = { ...ch, cityName: req.cityName, jailed: req.jailed === true };
      if (stepBlocker(req, there) === null) {
        if (ch.cityName === req.cityName) {
          this.#jailStep = req.jailed && !ch.jailed ? walked : null;
          return this.#jailStep ? { kind: 'jail' } : null;
        }
        travel ??= { kind: 'travel', cityName: req.cityName };
      } else if (req.skill && (ch.skills[req.skill.name] ?? 0) < req.skill.level) {
        train ??= { kind: 'train', skill: req.skill.name, level: req.skill.level };
      }
    }
    return travel ?? train;
  }

  /**
   * Leaves unfinished the chain whose jail step `need` last asked for: no deed the bot may do
   * there carries a sentence (a good character past level 10 may do no evil deed).
   */
  dropJailStep(): void {
    if (this.#jailStep) this.#started.splice(this.#started.indexOf(this.#jailStep), 1);
    this.#jailStep = null;
  }
}
