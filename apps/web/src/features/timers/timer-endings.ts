import type { TimedStates } from './timed-state-store.ts';
import type { TitleTimer } from './title-status.ts';

const COOLDOWNS = ['deeds', 'training', 'travel'] as const;

/**
 * The timers that ran out between two snapshots of the timed-state store. A timer that went
 * away before its end (signed out, bail paid, the server cleared it) did not run out: those
 * are told by the events that caused them, not as "ready".
 */
export function endedTimers(before: TimedStates, after: TimedStates, now: number): TitleTimer[] {
  const ended: TitleTimer[] = [];
  for (const name of COOLDOWNS) {
    const was = before[name];
    if (was && after[name] === null && was.endsAt <= now) ended.push(name);
  }
  const jail = before.jail;
  if (jail?.releaseAt != null && after.jail === null && jail.releaseAt <= now) ended.push('jail');
  return ended;
}

/** Timers that (re)started between two snapshots: acting again ends their "ready" notice. */
export function startedTimers(before: TimedStates, after: TimedStates): TitleTimer[] {
  const started: TitleTimer[] = COOLDOWNS.filter((name) => after[name] !== null && before[name] !== after[name]);
  if (after.jail !== null && before.jail === null) started.push('jail');
  return started;
}

/** What a toast says when a timer runs out. */
export const TIMER_ENDED_TEXT: Record<TitleTimer, string> = {
  deeds: 'Your deed cooldown is over: deeds are ready.',
  training: 'Your training cooldown is over: you can train again.',
  travel: 'You have rested: you can travel again.',
  jail: 'Your sentence is over: you are free.',
};

/** Where a toast about a timer leads. */
export const TIMER_ENDED_LINK: Record<TitleTimer, { to: string; label: string }> = {
  deeds: { to: '/deeds', label: 'Go to Deeds' },
  training: { to: '/training', label: 'Go to Training' },
  travel: { to: '/travel', label: 'Go to Travel' },
  jail: { to: '/city', label: 'Go to City' },
};
