import type { Account, Session } from '@tod/contracts';
import { ADMIN_ROLE } from '@tod/contracts';
import type { Deps } from '../../lib/deps.ts';
import { unauthorized } from '../../lib/errors.ts';
import { type CharacterWithCity, latestCharacterOf, toOwnCharacter } from '../characters/index.ts';
import { getUser } from './accounts.service.ts';
import type { SessionUser } from './sessions.ts';

/** The account as the client sees it: the user with its living (or latest dead) character. */
export async function accountView(deps: Pick<Deps, 'db' | 'clock' | 'config'>, userId: string): Promise<Account> {
  const [user, character] = await Promise.all([getUser(deps, userId), latestCharacterOf(deps.db, userId)]);
  if (!user) throw unauthorized();
  return toAccount(user, character, deps.clock.now(), deps.config.gameSpeed);
}

/** The account view from what is already read (the session statement reads the same rows). */
export function toAccount(
  user: { id: string; email: string; role: number },
  character: CharacterWithCity | null,
  now: Date,
  gameSpeed: number,
): Account {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    isAdmin: user.role >= ADMIN_ROLE,
    playerCharacter: character ? toOwnCharacter(character, now, gameSpeed) : null,
  };
}

/** The signed-in account from the session's own read (it reads the account and its character): no other query. */
export function actorAccount(actor: SessionUser, now: Date, gameSpeed: number): Account {
  return toAccount({ id: actor.userId, email: actor.email, role: actor.role }, actor.character, now, gameSpeed);
}

/**
 * `GET /api/auth/session`'s answer: a visitor gets `account: null`. The page carries the same
 * answer for a navigation (plugins/spa.ts, ADR 0026).
 */
export function sessionView(actor: SessionUser | null, now: Date, gameSpeed: number): Session {
  return { account: actor ? actorAccount(actor, now, gameSpeed) : null };
}
