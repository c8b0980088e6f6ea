import { describe, expect, it } from 'vitest';
import { planRetention } from './keep-previous-assets.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = 100 * DAY;

describe('planRetention', () => {
  const current = new Set(['assets/index-new.js', 'assets/home-new.js']);

  it('keeps the current build and its compressed copies without noting them', () => {
    const plan = planRetention(
      ['assets/index-new.js', 'assets/index-new.js.br', 'assets/home-new.js.gz'],
      current,
      {},
      now,
      7 * DAY,
    );
    expect(plan).toEqual({ remove: [], history: {} });
  });

  it('notes a file the new build replaced, and keeps it', () => {
    const plan = planRetention(['assets/index-old.js', 'assets/index-old.js.br'], current, {}, now, 7 * DAY);
    expect(plan.remove).toEqual([]);
    expect(plan.history).toEqual({ 'assets/index-old.js': now, 'assets/index-old.js.br': now });
  });

  it('keeps the first time a file was replaced across later builds, and deletes it once that is old enough', () => {
    const history = { 'assets/a-old.js': now - 3 * DAY, 'assets/b-old.js': now - 8 * DAY };
    const plan = planRetention(['assets/a-old.js', 'assets/b-old.js'], current, history, now, 7 * DAY);
    expect(plan.remove).toEqual(['assets/b-old.js']);
    expect(plan.history).toEqual({ 'assets/a-old.js': now - 3 * DAY });
  });

  it('forgets a file that is current again, or gone from the folder', () => {
    const history = { 'assets/index-new.js': now - DAY, 'assets/deleted-by-hand.js': now - DAY };
    const plan = planRetention(['assets/index-new.js'], current, history, now, 7 * DAY);
    expect(plan).toEqual({ remove: [], history: {} });
  });
});
