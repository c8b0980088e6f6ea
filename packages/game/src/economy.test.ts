import { describe, expect, it } from 'vitest';
import { bailGoodPoints, bailPrice, fareSquares, trainingFee, travelFare } from './economy.ts';

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

describe('bailPrice', () => {
  it.each([
    [10, 90_001, 20],
    [10, 90_000, 20],
    [10, 60_000, 10],
    [10, 60_001, 20],
    [10, 1, 10],
    [10, 0, 0],
    [10, -5_000, 0],
    [0, 60_000, 1],
    [25, 600_000, 250],
  ])('level %d with %d ms left pays %d', (level, remaining, price) => {
    expect(bailPrice(level, remaining)).toBe(price);
  });
});

describe('bailGoodPoints', () => {
  it.each([
    [200, 10, 2],
    [100, 10, 1],
    [99, 10, 0],
    [199, 10, 1],
    [10, 1, 1],
    [9, 1, 0],
    [10, 0, 1],
  ])('%d gold paid by a level %d payer earns %d good points', (gold, level, points) => {
    expect(bailGoodPoints(gold, level)).toBe(points);
  });
});
