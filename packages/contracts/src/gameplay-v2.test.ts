import { describe, expect, it } from 'vitest';
import { DeedInputSchema } from './deeds-admin.ts';
import { notEnoughGoldMessage } from './common.ts';
import { alignmentRequiredMessage, PlayerDeedSchema, wrongCityMessage } from './deeds.ts';
import { BailInputSchema, PricesSchema } from './gameplay.ts';

const CITY = '6f1c0a52-1f0e-4f0b-9a43-2b7c1d6f9e10';
const deedInput = { name: 'Guard the Gate', level: 4, alignment: 1, content: 'The night watch is short a hand.' };

describe('bail input', () => {
  it('reads no body, an empty body and null as paying your own bail', () => {
    for (const body of [undefined, null, {}]) expect(BailInputSchema.parse(body)).toEqual({ player: null, maxPrice: null });
  });

  it('keeps a prisoner and the price shown; refuses a bad id or a fractional price', () => {
    expect(BailInputSchema.parse({ player: CITY, maxPrice: 40 })).toEqual({ player: CITY, maxPrice: 40 });
    expect(BailInputSchema.safeParse({ player: 'Mara' }).success).toBe(false);
    expect(BailInputSchema.safeParse({ maxPrice: 1.5 }).success).toBe(false);
    expect(BailInputSchema.safeParse({ maxPrice: -1 }).success).toBe(false);
  });
});

describe('staff deed input', () => {
  it('defaults to everywhere and no skill', () => {
    expect(DeedInputSchema.parse(deedInput)).toMatchObject({ cityId: null, skills: {} });
  });

  it('takes a city id and whole skill levels from 0 to 100', () => {
    expect(DeedInputSchema.parse({ ...deedInput, cityId: CITY, skills: { Stealth: 0 } })).toMatchObject({
      cityId: CITY,
      skills: { Stealth: 0 },
    });
    expect(DeedInputSchema.safeParse({ ...deedInput, skills: { Stealth: 101 } }).success).toBe(false);
    expect(DeedInputSchema.safeParse({ ...deedInput, skills: { Stealth: 2.5 } }).success).toBe(false);
    expect(DeedInputSchema.safeParse({ ...deedInput, cityId: 'Hearthmere' }).success).toBe(false);
  });
});

describe('messages', () => {
  it('say what is missing', () => {
    expect(notEnoughGoldMessage(16, 15, 'train Archery')).toBe('You need 16 gold to train Archery; you have 15.');
    expect(wrongCityMessage('Silverbrook')).toBe('This deed can only be done in Silverbrook.');
    expect(alignmentRequiredMessage({ kind: 'atMost', value: -10 }, -9)).toBe(
      'This deed needs an alignment of at most -10; yours is -9.',
    );
    expect(alignmentRequiredMessage({ kind: 'within', value: 40 }, 41)).toBe(
      'This deed needs an alignment between -40 and 40; yours is 41.',
    );
  });
});

describe('answers', () => {
  it('a player deed carries the rules preview', () => {
    const row = {
      id: CITY,
      name: 'Pick a Pocket',
      level: 2,
      content: '',
      alignment: -1,
      success: '',
      failure: '',
      skills: { Stealth: 0 },
      cityId: null,
      reward: { gold: 25, experience: 35, alignment: 2, jailTime: 60 },
      onCooldown: false,
      cooldownEnd: null,
      cooldownMs: 60_000,
      sentenceMs: 120_000,
      skill: { name: 'Stealth', required: 0, yours: 0 },
      successChance: 0.5,
      expectedExperiencePerMinute: 9,
      expectedGoldPerMinute: 9.4,
      alignmentRequirement: { kind: 'none' },
      meetsAlignment: true,
      equipment: { successBonus: 0.02, jailFactor: 1, items: [{ name: 'Bent Lockpick', usesLeft: 59 }] },
    };
    expect(PlayerDeedSchema.parse(row)).toEqual(row);
    expect(PlayerDeedSchema.safeParse({ ...row, successChance: 1.2 }).success).toBe(false);
    expect(PlayerDeedSchema.safeParse({ ...row, sentenceMs: -1 }).success).toBe(false);
    expect(PlayerDeedSchema.safeParse({ ...row, alignmentRequirement: { kind: 'atLeast' } }).success).toBe(false);
  });

  it('prices hold a nullable own bail', () => {
    const prices = { gold: 5, training: [], travel: [], bail: { own: null, prisoners: [] } };
    expect(PricesSchema.parse(prices)).toEqual(prices);
  });
});
