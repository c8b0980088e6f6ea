import type { ApiScope, MeStats, MeStatus } from '@tod/contracts';
import { restedNow } from '@tod/game';
import type { Deps } from '../../lib/deps.ts';
import type { SessionUser } from '../accounts/index.ts';
import { isFuture, iso, noCharacter } from '../characters/index.ts';
import { listSkillsFor } from '../training/index.ts';

/** What a caller may see: all of it with the session cookie, only its scopes with a key. */
const seesWith = (scopes: readonly ApiScope[] | null) => (scope: ApiScope) => scopes === null || scopes.includes(scope);

const characterOf = (actor: SessionUser) => {
  if (!actor.character) throw noCharacter();
  return actor.character;
};

/** `GET /me/status`: timers and place of the account's latest character, by scope. */
export function meStatus(actor: SessionUser, scopes: readonly ApiScope[] | null, now: Date): MeStatus {
  const { row, cityName } = characterOf(actor);
  const sees = seesWith(scopes);
  const running = (d: Date | null) => (isFuture(d, now) ? iso(d) : null);
  const jailed = !row.dead && isFuture(row.jailedUntil, now);
  return {
    characterId: row.id,
    name: row.name,
    ...(sees('cooldowns')
      ? {
          cooldowns: {
            deed: running(row.deedCooldownEndsAt),
            training: running(row.trainingCooldownEndsAt),
            rescue: running(row.rescueCooldownEndsAt),
          },
        }
      : {}),
    ...(sees('jail') ? { jail: { inJail: jailed, until: jailed ? iso(row.jailedUntil) : null } } : {}),
    ...(sees('travel') ? { travel: { canTravelAt: running(row.travelCooldownEndsAt) } } : {}),
    ...(sees('location') ? { location: row.cityId && cityName ? { id: row.cityId, name: cityName } : null } : {}),
  };
}

/** `GET /me/stats`: gold, experience, alignment and skills of the account's latest character, by scope. */
export async function meStats(
  deps: Pick<Deps, 'db' | 'config'>,
  actor: SessionUser,
  scopes: readonly ApiScope[] | null,
  now: Date,
): Promise<MeStats> {
  const { row } = characterOf(actor);
  const sees = seesWith(scopes);
  const rested = restedNow(
    { level: row.level, restedExperience: row.restedExperience, restedSinceMs: row.restedSince?.getTime() ?? null },
    now.getTime(),
    deps.config.gameSpeed,
  );
  return {
    characterId: row.id,
    name: row.name,
    ...(sees('gold') ? { gold: row.gold } : {}),
    ...(sees('experience') ? { experience: { level: row.level, experience: row.experience, rested: rested } } : {}),
    ...(sees('alignment')
      ? { alignment: { good: row.good, neutral: row.neutral, evil: row.evil, alignment: row.alignment } }
      : {}),
    ...(sees('skills') ? { skills: await listSkillsFor(deps.db, actor.userId) } : {}),
  };
}
