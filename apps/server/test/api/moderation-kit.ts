import { ChatLimits, Role } from '@tod/contracts';
import { expect } from 'vitest';
import { setRole } from '../../src/modules/accounts/index.ts';
import { signUpWithCharacter, type TestApp } from '../kit.ts';

export interface Person {
  cookie: string;
  email: string;
  character: { id: string; username: string };
}

/** Every kind of caller of the moderation calls. `banned` holds the cookie it had before its ban. */
export interface Cast {
  player: Person;
  muted: Person;
  banned: Person;
  moderator: Person;
  staff: Person;
  owner: Person;
}

export async function withRole(t: TestApp, role: number): Promise<Person> {
  const person = await signUpWithCharacter(t);
  if (role > 0) await setRole({ db: t.app.deps.db }, person.email, role);
  return person;
}

export async function cast(t: TestApp): Promise<Cast> {
  const [player, muted, banned, moderator, staff, owner] = [
    await withRole(t, Role.player),
    await withRole(t, Role.player),
    await withRole(t, Role.player),
    await withRole(t, Role.moderator),
    await withRole(t, Role.staff),
    await withRole(t, Role.owner),
  ];
  const m = await t.request({
    method: 'POST',
    url: '/api/moderation/mutes',
    cookie: moderator.cookie,
    payload: { characterId: muted.character.id, durationMinutes: 60 * 24 * 365, reason: 'Spam' },
  });
  expect(m.statusCode, m.body).toBe(201);
  const b = await t.request({
    method: 'POST',
    url: '/api/moderation/bans',
    cookie: staff.cookie,
    payload: { characterId: banned.character.id, reason: 'Cheating' },
  });
  expect(b.statusCode, b.body).toBe(201);
  return { player, muted, banned, moderator, staff, owner };
}

export type Who = keyof Cast | 'visitor';
export const EVERYONE: Who[] = ['visitor', 'player', 'muted', 'banned', 'moderator', 'staff', 'owner'];

/** The status each caller gets: visitors and banned (their sessions ended) 401. */
export function expected(who: Who, minRole: number, ok: number): number {
  if (who === 'visitor' || who === 'banned') return 401;
  const role = { player: 0, muted: 0, moderator: 1, staff: 2, owner: 3 }[who];
  return role >= minRole ? ok : 403;
}

export async function post(t: TestApp, author: Person, message: string): Promise<{ id: number }> {
  t.clock.advance(ChatLimits.minIntervalMs);
  const res = await t.request({ method: 'POST', url: '/api/shoutbox/message', cookie: author.cookie, payload: { message } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
