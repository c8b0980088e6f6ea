import { describe, expect, it } from 'vitest';
import { giftAllowance, giftRefusal } from './gifts.ts';

const base = { senderLevel: 5, recipientLevel: 2, amount: 50, givenToRecipientToday: 0, receivedToday: 0 };

describe('giftAllowance', () => {
  it.each([
    [1, 0, 25],
    [2, 0, 50],
    [2, 30, 20],
    [2, 50, 0],
    [2, 80, 0],
    [0, 0, 25],
    [10.9, 0, 250],
  ])('recipient level %s, %s given today: %s left', (level, given, left) => {
    expect(giftAllowance(level, given)).toBe(left);
  });
});

describe('giftRefusal', () => {
  it.each([
    ['at the cap', {}, null],
    ['one past the cap', { amount: 51 }, { reason: 'over_allowance', allowance: 50 }],
    ['past what is left today', { givenToRecipientToday: 45, amount: 6 }, { reason: 'over_allowance', allowance: 5 }],
    ['exactly what is left today', { givenToRecipientToday: 45, amount: 5 }, null],
    ['a level-4 sender', { senderLevel: 4 }, { reason: 'level_too_low', minLevel: 5 }],
    ['a recipient with 2 gifts today', { receivedToday: 2 }, null],
    ['a recipient with 3 gifts today', { receivedToday: 3 }, { reason: 'recipient_full', maxGifts: 3 }],
    [
      'level first, then the recipient',
      { senderLevel: 1, receivedToday: 3, amount: 999 },
      { reason: 'level_too_low', minLevel: 5 },
    ],
  ] as const)('%s', (_what, change, refusal) => {
    expect(giftRefusal({ ...base, ...change })).toEqual(refusal);
  });
});
