import type { Deed, PlayerDeed } from '@tod/contracts';
import {
  type DeedRules,
  alignmentRequirement,
  CHARTERS,
  type Charter,
  charterDeedBonus,
  deedCooldownMs,
  deedSkillRequirement,
  deedSuccessChance,
  deedYield,
  type OwnedItem,
  itemApplies,
  itemJailFactor,
  itemSuccessBonus,
  meetsAlignmentRequirement,
  scaleDuration,
  sentenceMs,
} from '@tod/game';
import type { deedsTable } from './deeds.sql.ts';

export type DeedRow = typeof deedsTable.$inferSelect;

export function toDeed(row: DeedRow): Deed {
  return {
    id: row.id,
    name: row.name,
    level: row.level,
    content: row.content,
    alignment: row.alignment,
    success: row.successMessage,
    failure: row.failureMessage,
    skills: row.skills,
    cityId: row.cityId,
    reward: {
      gold: row.rewardGold,
      experience: row.rewardExperience,
      alignment: row.rewardAlignment,
      jailTime: row.rewardJailSeconds,
    },
  };
}

/**
 * The skills object as the rules read it: entries whose level is a number. Staff input is
 * validated, but rows written before it (or by hand) may hold anything.
 */
export function numericSkills(skills: Record<string, unknown>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, level] of Object.entries(skills)) if (typeof level === 'number') out[name] = level;
  return out;
}

export function deedRules(row: DeedRow): DeedRules {
  return {
    level: row.level,
    alignment: row.alignment,
    skills: numericSkills(row.skills),
    reward: {
      gold: row.rewardGold,
      experience: row.rewardExperience,
      alignment: row.rewardAlignment,
      jailTime: row.rewardJailSeconds,
    },
  };
}

/** Skill levels are looked up by name regardless of case: staff type the names in the deed form. */
export const skillKey = (name: string) => name.trim().toLowerCase();

/** What a character brings to a deed, as the list judges every deed for it. */
export interface DeedViewer {
  level: number;
  alignment: number;
  cityAlignment: number | null;
  /** Levels by {@link skillKey}; a skill never trained is absent (level 0). */
  skillLevels: ReadonlyMap<string, number>;
  fatigueFactor: number;
  /** The character's deed cooldown end while it runs, else null. */
  cooldownEnd: Date | null;
  gameSpeed: number;
  /** The character's worn items. */
  worn: readonly OwnedItem[];
  /** The charter of the character's crew (the `charterOf` port), null outside a crew or without the port. */
  charter?: string | null;
}

/** A charter as stored, or null for anything else (no crew, no port). */
export const asCharter = (s: string | null | undefined): Charter | null =>
  (CHARTERS as readonly string[]).includes(s ?? '') ? (s as Charter) : null;

/**
 * A deed as the player's list shows it: the rules' success chance, yield per game minute
 * (`deedYield`), sentence and alignment verdict for this character (docs/game-rules.md).
 */
export function toPlayerDeed(row: DeedRow, viewer: DeedViewer): PlayerDeed {
  const rules = deedRules(row);
  const requirement = deedSkillRequirement(rules.skills);
  const yours = requirement ? (viewer.skillLevels.get(skillKey(requirement.name)) ?? 0) : 0;
  const facts = { skill: requirement?.name ?? null, alignment: row.alignment, risky: row.rewardJailSeconds > 0 };
  const helping = viewer.worn.filter((w) => w.usesLeft > 0 && itemApplies(w.item, facts));
  const itemBonus = itemSuccessBonus(helping, facts);
  const jailFactor = facts.risky ? itemJailFactor(helping) : 1;
  const successChance = deedSuccessChance({
    deedLevel: row.level,
    deedAlignment: row.alignment,
    characterLevel: viewer.level,
    skillLevel: yours,
    requiredSkillLevel: requirement?.level ?? 0,
    cityAlignment: viewer.cityAlignment,
    // The crew charter's bonus counts as the attempt counts it (docs/crews.md, "Charter bonus").
    itemBonus: itemBonus + charterDeedBonus(asCharter(viewer.charter), row.alignment),
  });
  const yields = deedYield({ deed: rules, characterLevel: viewer.level, successChance, fatigueFactor: viewer.fatigueFactor });
  return {
    ...toDeed(row),
    onCooldown: viewer.cooldownEnd !== null,
    cooldownEnd: viewer.cooldownEnd?.toISOString() ?? null,
    cooldownMs: scaleDuration(deedCooldownMs(row.level), viewer.gameSpeed),
    sentenceMs: Math.round(scaleDuration(sentenceMs(rules), viewer.gameSpeed) * jailFactor),
    skill: requirement ? { name: requirement.name, required: requirement.level, yours } : null,
    successChance,
    expectedExperiencePerMinute: yields.experiencePerMinute,
    expectedGoldPerMinute: yields.goldPerMinute,
    alignmentRequirement: alignmentRequirement(row.level, row.alignment),
    meetsAlignment: meetsAlignmentRequirement(row.level, row.alignment, viewer.alignment),
    equipment: {
      successBonus: itemBonus,
      jailFactor,
      items: helping.map((w) => ({ name: w.item.name, usesLeft: w.usesLeft })),
    },
  };
}
