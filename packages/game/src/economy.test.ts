import { describe, expect, it } from 'vitest';
import { deedCooldownMs } from './deed-odds.ts';
import { bailGoodPoints, bailPrice, fareSquares, levelGoldPerMinute, trainingFee, travelFare } from './economy.ts';

describe('trainingFee', () => {
  it.each([
    [0, 1],
    [1, 4],
    [5, 36],
    [9, 100],
    [20, 441],
    [2.7, 9],
    [-1, 1],
  ])('skill level %d costs %d gold a session', (level, fee) => {
    expect(trainingFee(level)).toBe(fee);
  });
});

describe('travelFare', () => {
  it.each([
    [3, 10, 60],
    [1, 1, 2],
    [0, 10, 20],
    [2.2, 5, 30],
    [4, 0, 8],
    [12, 60, 1_440],
  ])('%d squares at level %d cost %d', (squares, level, fare) => {
    expect(travelFare(squares, level)).toBe(fare);
  });
});

describe('fareSquares', () => {
  it.each([
    [4, 80, 4],
    [0, 20, 1],
    [null, 85, 5],
    [null, 80, 4],
    [null, 81, 5],
    [null, 0, 1],
  ])('manhattan %s, %d minutes → %d squares', (manhattan, minutes, squares) => {
    expect(fareSquares(manhattan, minutes)).toBe(squares);
  });
});

describe('levelGoldPerMinute', () => {
  it.each([
    [1, 6],
    [0, 6],
    [10, 7.25],
    [40, 10.83],
    [60, 7.9],
    [99, 2.21],
  ])('level %d earns %d gold per minute', (level, rate) => {
    expect(levelGoldPerMinute(level)).toBe(rate);
  });
});

describe('bailPrice', () => {
  it.each([
    [1, 120_000, 24],
    [1, 60_001, 24],
    [1, 60_000, 12],
    [1, 1, 12],
    [10, 0, 0],
    [10, -5_000, 0],
    [10, 90_001, 29],
    [60, 1_560_000, 411],
    [99, 2_400_000, 177],
  ])('level %d with %d ms left pays %d', (level, remaining, price) => {
    expect(bailPrice(level, remaining)).toBe(price);
  });

  it("costs between one minute and a few hours of the prisoner's income at every level", () => {
    for (let level = 1; level <= 100; level += 1) {
      const rate = levelGoldPerMinute(level);
      const sentence = 2 * deedCooldownMs(level);
      expect(bailPrice(level, 60_000)).toBeGreaterThanOrEqual(Math.floor(rate));
      expect(bailPrice(level, sentence)).toBeLessThanOrEqual(3 * 60 * rate);
    }
  });
});

describe('bailGoodPoints', () => {
  it.each([
    [213, 60, 13],
    [411, 60, 26],
    [12, 1, 1],
    [24, 1, 2],
    [1, 99, 1],
    [0, 10, 0],
    [-5, 10, 0],
  ])('%d gold paid by a level %d payer earns %d good points', (gold, level, points) => {
    expect(bailGoodPoints(gold, level)).toBe(points);
  });

  it("gives visible points for paying a same-level prisoner's whole sentence at every level", () => {
    for (let level = 1; level <= 100; level += 1) {
      expect(bailGoodPoints(bailPrice(level, 2 * deedCooldownMs(level)), level)).toBeGreaterThanOrEqual(level < 5 ? 1 : 2);
    }
  });
});
