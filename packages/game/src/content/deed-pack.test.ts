import { describe, expect, it } from 'vitest';
import { alignmentAxis } from '../alignment.ts';
import { apprenticeFactor, meetsAlignmentRequirement } from '../deed-odds.ts';
import { deedMaxExperience, deedSkillRequirement, expectedSkillLevel } from '../deeds.ts';
import { experienceToReachLevel } from '../xp.ts';
import { seededDeedMaxGold, seededJailSeconds } from './deed-helper.ts';
import { BASE_CONTENT_PACK, CONTENT_DEEDS, CONTENT_PATHS, CONTENT_SKILLS, type ContentDeed } from './index.ts';

const cityNames = BASE_CONTENT_PACK.cities.map((c) => c.name);
const skillNames = CONTENT_SKILLS.map((s) => s.name);
const local = CONTENT_DEEDS.filter((d) => d.city !== undefined);
const byName = (name: string) => CONTENT_DEEDS.find((d) => d.name === name) as ContentDeed;
const isAtonement = (d: ContentDeed) => d.reward.alignment < 0;

describe('local deeds', () => {
  it('number at least 72, up to level 99', () => {
    expect(local.length).toBeGreaterThanOrEqual(72);
    expect(Math.max(...local.map((d) => d.level))).toBe(99);
  });

  it.each(cityNames)('%s holds at least 5 of them', (city) => {
    expect(local.filter((d) => d.city === city).length).toBeGreaterThanOrEqual(5);
  });

  it('name only content cities', () => {
    for (const d of local) expect(cityNames).toContain(d.city);
  });
});

describe('skill requirements', () => {
  it('name exactly one content skill at floor(level / 3) on every deed', () => {
    for (const d of CONTENT_DEEDS) {
      const entries = Object.entries(d.skills);
      expect(entries, d.name).toHaveLength(1);
      expect(skillNames).toContain(entries[0]?.[0]);
      expect(entries[0]?.[1], d.name).toBe(Math.floor(d.level / 3));
      expect(deedSkillRequirement(d.skills)).toEqual({ name: entries[0]?.[0], level: expectedSkillLevel(d.level) });
    }
  });

  it.each([
    ['Rescue a Kitten', 'Persuasion', 0],
    ['Rig a Game of Dice', 'Persuasion', 1],
    ['Burgle the Counting House', 'Lockpicking', 3],
    ['Lift the Curse of Ravenhollow', 'Arcane Lore', 10],
    ['Soothe the Sleeping Hill', 'Arcane Lore', 20],
  ])('%s tests %s at %d', (name, skill, level) => {
    expect(byName(name).skills).toEqual({ [skill]: level });
  });

  it('lean on Lockpicking in several evil deeds, the skill that also breaks prisoners out', () => {
    const lockpicking = CONTENT_DEEDS.filter((d) => d.alignment === -1 && 'Lockpicking' in d.skills);
    expect(lockpicking.length).toBeGreaterThanOrEqual(4);
  });
});

describe('rewards', () => {
  it('follow the rules: Max Experience of the level (x1.25 local), seeded gold, rule sentences', () => {
    for (const d of CONTENT_DEEDS) {
      const isLocal = d.city !== undefined;
      expect(d.reward.experience, d.name).toBe(deedMaxExperience(d.level, isLocal));
      expect(d.reward.gold, d.name).toBe(seededDeedMaxGold(d.level, isLocal, d.alignment, d.reward.alignment));
      if (d.reward.jailTime > 0)
        expect(d.reward.jailTime, d.name).toBeGreaterThanOrEqual(seededJailSeconds(d.level, d.alignment));
    }
  });

  it.each([
    // name, gold, experience, jail seconds
    ['Rescue a Kitten', 8, 8, 0],
    ['Pick a Pocket', 10, 8, 120],
    ['Smuggle Spices Past Customs', 42, 42, 360],
    ["Kidnap a Noble's Heir", 91, 73, 900],
    ['Gather Moonwort for the Sanctum', 23, 23, 0],
    ['Sell the Harbour to the Deep Ones', 214, 171, 1560],
    ['Soothe the Sleeping Hill', 171, 171, 0],
    ['Claim the Slag Throne', 91, 73, 2400],
    ['Forge the Crown of the Realm', 74, 74, 0],
    ['Atone: Confess to the Watch Captain', 0, 90, 0],
  ])('%s: %d gold, %d experience, %d s jail', (name, gold, experience, jailTime) => {
    expect(byName(name).reward).toMatchObject({ gold, experience, jailTime });
  });
});

describe('atonement deeds', () => {
  const atonement = CONTENT_DEEDS.filter(isAtonement);

  it.each([
    [-1, 'evil'],
    [1, 'good'],
  ])('walk the %d (%s) score back at three or more levels, 10 and above included', (alignment) => {
    const levels = atonement.filter((d) => d.alignment === alignment).map((d) => d.level);
    expect(levels.length).toBeGreaterThanOrEqual(3);
    expect(levels.filter((l) => l >= 10).length).toBeGreaterThanOrEqual(2);
  });

  it('say what they are for and pay no gold', () => {
    for (const d of atonement) {
      expect(d.name).toMatch(/^(Atone|Forswear): /);
      expect(d.alignment).not.toBe(0);
      expect(d.reward.gold).toBe(0);
      expect(d.reward.jailTime).toBe(0);
    }
  });

  it('are the only deeds with negative points', () => {
    expect(CONTENT_DEEDS.filter((d) => d.reward.alignment < 0 && !/^(Atone|Forswear): /.test(d.name))).toEqual([]);
  });
});

const PATHS = [1, 0, -1] as const;
const pathDeeds = (alignment: number) => CONTENT_DEEDS.filter((d) => d.alignment === alignment && !isAtonement(d));

describe('each path', () => {
  it.each(PATHS)('alignment %d has a deed within 5 levels below every level up to 100', (alignment) => {
    const levels = new Set(pathDeeds(alignment).map((d) => d.level));
    for (let level = 1; level <= 100; level += 1) {
      const near = [0, 1, 2, 3, 4, 5].some((gap) => levels.has(level - gap));
      expect(near, `level ${level}`).toBe(true);
    }
  });

  it.each([
    ['good', 1],
    ['neutral', 0],
    ['evil', -1],
  ] as const)('%s holds most deeds of its home cities, at the same levels 8-99 as the other paths', (path, alignment) => {
    const homes: readonly string[] = CONTENT_PATHS[path];
    for (const city of homes) {
      const deeds = local.filter((d) => d.city === city);
      expect(deeds.filter((d) => d.alignment === alignment).length / deeds.length, city).toBeGreaterThan(0.5);
    }
    const levels = local
      .filter((d) => homes.includes(d.city ?? '') && d.alignment === alignment && d.level >= 8)
      .map((d) => d.level)
      .sort((a, b) => a - b);
    expect(levels).toEqual([8, 12, 16, 20, 24, 27, 31, 35, 39, 43, 46, 50, 54, 57, 60, 63, 68, 72, 78, 82, 88, 92, 99]);
  });

  /**
   * A character doing only its path's best deed, gaining as few alignment points as it can
   * (Max Experience every time, rested-doubled, apprentice bonus), must meet the commitment of
   * its best deed at every level up to 100.
   */
  it.each(PATHS)('alignment %d keeps meeting the alignment commitment of its best deed', (alignment) => {
    const sign = alignmentAxis(alignment) === 'evil' ? -1 : alignmentAxis(alignment) === 'good' ? 1 : 0;
    let characterAlignment = 0;
    for (let level = 1; level < 100; level += 1) {
      const best = pathDeeds(alignment)
        .filter((d) => d.level <= level)
        .reduce((a, b) => (b.level > a.level ? b : a));
      expect(meetsAlignmentRequirement(best.level, alignment, characterAlignment), `${best.name} at ${level}`).toBe(true);
      const needed = experienceToReachLevel(level + 1) - experienceToReachLevel(level);
      const deeds = Math.ceil(needed / (2 * best.reward.experience * apprenticeFactor(level)));
      characterAlignment += sign * deeds * best.reward.alignment;
    }
  });

  it('gives more alignment points to higher deeds of the path', () => {
    for (const alignment of PATHS) {
      const deeds = pathDeeds(alignment).filter((d) => d.city !== undefined && d.level >= 8);
      for (const low of deeds) {
        for (const high of deeds) {
          if (high.level > low.level)
            expect(high.reward.alignment, `${high.name} vs ${low.name}`).toBeGreaterThanOrEqual(low.reward.alignment);
        }
      }
    }
  });
});
