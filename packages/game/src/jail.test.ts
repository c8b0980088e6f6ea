import { describe, expect, it } from 'vitest';
import { rollJailbreak } from './jail.ts';

function draws(...values: number[]) {
  const queue = [...values];
  return () => queue.shift() ?? Number.NaN;
}

describe('rollJailbreak', () => {
  it.each([
    ['success', [0], { success: true, callerJailed: false, jailMs: 0 }],
    ['success at 0.39', [0.39], { success: true, callerJailed: false, jailMs: 0 }],
    ['failure, caught', [0.4, 0.49], { success: false, callerJailed: true, jailMs: 300_000 }],
    ['failure, escapes', [0.4, 0.5], { success: false, callerJailed: false, jailMs: 0 }],
    ['failure, escapes clean', [0.99, 0.99], { success: false, callerJailed: false, jailMs: 0 }],
  ])('%s', (_name, rolls, expected) => {
    expect(rollJailbreak(draws(...rolls))).toEqual(expected);
  });
});
