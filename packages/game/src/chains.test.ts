import { describe, expect, it } from 'vitest';
import { type ChainCharacter, chainLock, chainReward, chainRouteSquares, stepBlocker } from './chains.ts';
import { QUEST_CHAINS } from './content/chains.ts';
import { CONTENT_CITIES } from './content/cities.ts';
import { CONTENT_SKILLS } from './content/skills.ts';

const free: ChainCharacter = { level: 5, cityName: 'Hearthmere', jailed: false, good: 0, evil: 0, skills: {} };

describe('quest chains content', () => {
  it('has a chain per path, 3-5 steps each, one choice step, in cities and skills the pack has', () => {
    expect(new Set(QUEST_CHAINS.map((c) => c.patron.axis))).toEqual(new Set(['good', 'neutral', 'evil']));
    const cities = new Set(CONTENT_CITIES.map((c) => c.name));
    const skills = new Set(CONTENT_SKILLS.map((s) => s.name));
    for (const chain of QUEST_CHAINS) {
      expect(chain.steps.length).toBeGreaterThanOrEqual(3);
      expect(chain.steps.length).toBeLessThanOrEqual(5);
      expect(chain.steps.filter((s) => s.choices && s.choices.length > 1)).toHaveLength(1);
      expect(cities.has(chain.patron.cityName)).toBe(true);
      for (const step of chain.steps) {
        expect(cities.has(step.requirement.cityName)).toBe(true);
        if (step.requirement.skill) expect(skills.has(step.requirement.skill.name)).toBe(true);
      }
    }
  });

  it('has a chain for every city of the pack and every path, each with its own key, opened at tier 1-5', () => {
    const chainsOf = (city: string, axis: string) =>
      QUEST_CHAINS.filter((c) => c.patron.cityName === city && c.patron.axis === axis).length;
    for (const city of CONTENT_CITIES) {
      for (const axis of ['good', 'neutral', 'evil']) expect(chainsOf(city.name, axis), `${city.name} ${axis}`).toBe(1);
    }
    expect(new Set(QUEST_CHAINS.map((c) => c.key)).size).toBe(QUEST_CHAINS.length);
    for (const chain of QUEST_CHAINS) {
      expect(chain.patron.tier).toBeGreaterThanOrEqual(1);
      expect(chain.patron.tier).toBeLessThanOrEqual(5);
      const keys = chain.steps.flatMap((s) => (s.choices ?? []).map((x) => x.key));
      expect(new Set(keys).size, chain.key).toBe(keys.length);
    }
  });
});

describe("every step reachable by a character of the chain's path", () => {
  // A good or neutral character's deeds carry no sentence (and past level 10 it may do no evil
  // deed), so a step it must be held in jail for may be out of its reach for good.
  it('asks a prisoner only in evil chains; a good chain visits the jail instead', () => {
    for (const chain of QUEST_CHAINS) {
      for (const step of chain.steps) {
        if (step.requirement.jailed) expect(chain.patron.axis, `${chain.key}: ${step.title}`).toBe('evil');
      }
    }
    const visits = QUEST_CHAINS.filter((c) => c.steps.some((s) => s.requirement.jailVisit)).map((c) => c.key);
    expect(visits).toEqual(['lantern-of-hearthmere', 'the-gravedigger-saint']);
  });

  it("asks an alignment only of the chain's own path", () => {
    for (const chain of QUEST_CHAINS) {
      for (const step of chain.steps) {
        if (step.requirement.alignment) expect(step.requirement.alignment, `${chain.key}: ${step.title}`).toBe(chain.patron.axis);
      }
    }
  });
});

describe('stepBlocker', () => {
  it.each([
    [{ cityName: 'Hearthmere' }, free, null],
    [{ cityName: 'Silverbrook' }, free, 'You must be in Silverbrook.'],
    [{ cityName: 'Hearthmere' }, { ...free, jailed: true }, 'You cannot do this from jail.'],
    [{ cityName: 'Ravenhollow', jailed: true }, { ...free, cityName: 'Ravenhollow' }, 'You must be in the Ravenhollow jail.'],
    [{ cityName: 'Ravenhollow', jailed: true }, { ...free, cityName: 'Ravenhollow', jailed: true }, null],
    [{ cityName: 'Ravenhollow', jailVisit: true }, free, 'Visit the Ravenhollow jail: you must be in Ravenhollow.'],
    [{ cityName: 'Ravenhollow', jailVisit: true }, { ...free, cityName: 'Ravenhollow' }, null],
    [{ cityName: 'Ravenhollow', jailVisit: true }, { ...free, cityName: 'Ravenhollow', jailed: true }, null],
    [
      { cityName: 'Ravenhollow', jailVisit: true },
      { ...free, jailed: true },
      'Visit the Ravenhollow jail: you must be in Ravenhollow.',
    ],
    [{ cityName: 'Hearthmere', minLevel: 6 }, free, 'You must be level 6.'],
    [{ cityName: 'Hearthmere', skill: { name: 'Stealth', level: 1 } }, free, 'You need Stealth at level 1.'],
    [{ cityName: 'Hearthmere', skill: { name: 'Stealth', level: 1 } }, { ...free, skills: { Stealth: 1 } }, null],
    [{ cityName: 'Hearthmere', alignment: 'evil' }, free, 'Your alignment must be evil.'],
    [{ cityName: 'Hearthmere', alignment: 'evil' }, { ...free, evil: 3 }, null],
    [{ cityName: 'Hearthmere', alignment: 'good' }, { ...free, evil: 3 }, 'Your alignment must be good.'],
  ] as const)('%o for %o: %s', (req, ch, blocker) => {
    expect(stepBlocker(req, ch)).toBe(blocker);
  });
});

describe('chainLock and chainReward', () => {
  const chain = QUEST_CHAINS[0]!;
  it.each([
    [{ level: 1, standingTier: 5 }, 'Reach level 3.'],
    [{ level: 3, standingTier: 1 }, 'Reach standing tier 2 with Sister Elowen of Hearthmere.'],
    [{ level: 3, standingTier: 2 }, null],
  ])('%o: %s', (ch, lock) => {
    expect(chainLock(chain, ch, 'Sister Elowen')).toBe(lock);
  });

  it('pays deeds worth at the level', () => {
    expect(chainReward(8, 1)).toEqual({ gold: 10, experience: 3 });
    expect(chainReward(10, 5).gold).toBeGreaterThan(chainReward(8, 1).gold);
  });

  it("pays the road on top: the fares of the chain's route at the level, no experience for it", () => {
    // 2 gold a square and level: 24 squares at level 3 are 144 gold, at level 30 ten times that.
    expect(chainReward(8, 3, 24)).toEqual({ gold: 10 + 144, experience: chainReward(8, 3).experience });
    expect(chainReward(8, 30, 24).gold - chainReward(8, 30).gold).toBe(1_440);
    expect(chainReward(8, 3, 0)).toEqual(chainReward(8, 3));
  });
});

describe('chainRouteSquares', () => {
  const pack = new Map(CONTENT_CITIES.map((x) => [x.name, { xPosition: x.x, yPosition: x.y, alignment: x.alignment }]));
  const cityAt = (name: string) => pack.get(name);
  const route = (...cities: string[]) => ({
    patron: { cityName: cities[0]! },
    steps: cities.slice(1).map((cityName) => ({ requirement: { cityName } })),
  });

  it('counts every journey from the patron through the steps, none for a step in the same city', () => {
    // The Lantern: Hearthmere (0,0) -> Silverbrook (3,-2) 5 -> Ravenhollow (-4,3) 12 -> Hearthmere 7.
    expect(chainRouteSquares(QUEST_CHAINS[0]!, cityAt)).toBe(24);
    expect(chainRouteSquares(route('Hearthmere', 'Hearthmere', 'Hearthmere'), cityAt)).toBe(0);
  });

  it('counts a journey between cities without coordinates by its shortest time, and none to a city the world lacks', () => {
    const far = { xPosition: null, yPosition: null, alignment: 45 };
    const places = (name: string) => (name === 'Nowhere' ? undefined : name === 'Far' ? far : cityAt(name));
    // 60 minutes + |45 - 5| / 5 + at least 10: 78 minutes, 4 squares of 20 minutes.
    expect(chainRouteSquares(route('Hearthmere', 'Far', 'Hearthmere'), places)).toBe(8);
    expect(chainRouteSquares(route('Hearthmere', 'Nowhere', 'Silverbrook'), places)).toBe(0);
  });
});
