import { eq } from 'drizzle-orm';
import { crewMembersTable, crewMovesTable, crewsTable } from '../../src/modules/crews/crews.sql.ts';
import type { TestApp } from '../kit.ts';
import { type CharacterValues, gameplayRows } from './gameplay-kit.ts';

export type Player = Awaited<ReturnType<ReturnType<typeof gameplayRows>['player']>>;

/** Crew suites' helpers: players, calls and rows, bound to the suite's app. */
export function crewKit(app: () => TestApp, cityId: () => string) {
  const rows = gameplayRows(app);
  const db = () => app().app.deps.db;
  const call = (method: 'GET' | 'POST', url: string, cookie: string | undefined, payload?: object) =>
    app().request({ method, url: `/api${url}`, ...(cookie ? { cookie } : {}), ...(payload ? { payload } : {}) });
  const post = (url: string, cookie: string | undefined, payload?: object) => call('POST', url, cookie, payload);
  const get = (url: string, cookie: string | undefined) => call('GET', url, cookie);
  let seq = 0;
  const player = (values: CharacterValues = {}) => rows.player(cityId(), { level: 12, gold: 5_000, ...values });
  /** A crew founded by a fresh level-12 leader; `members` more players joined by invite. */
  async function crew(members = 0, charter = 'neutral') {
    const leader = await player();
    seq += 1;
    const name = `Crew ${Date.now() % 100000} ${seq}`;
    const founded = await post('/crews', leader.cookie, { name, charter });
    if (founded.statusCode !== 200) throw new Error(founded.body);
    const joined: Player[] = [];
    for (let i = 0; i < members; i += 1) joined.push(await join(leader, await player()));
    const [row] = await db().select().from(crewsTable).where(eq(crewsTable.name, name));
    return { leader, members: joined, id: row!.id, name };
  }
  /** Invites `who` as `by` and accepts. */
  async function join(by: Player, who: Player): Promise<Player> {
    const invited = await post('/crews/mine/invites', by.cookie, { characterId: who.character.id });
    if (invited.statusCode !== 200) throw new Error(invited.body);
    const mine = (await get('/crews/mine', who.cookie)).json() as { requests: { id: string }[] };
    const accepted = await post(`/crews/requests/${mine.requests[0]!.id}/accept`, who.cookie);
    if (accepted.statusCode !== 200) throw new Error(accepted.body);
    return who;
  }
  return {
    ...rows,
    post,
    get,
    player,
    crew,
    join,
    async setPurse(crewId: string, purse: number) {
      await db().update(crewsTable).set({ purse }).where(eq(crewsTable.id, crewId));
    },
    async purse(crewId: string) {
      return (await db().select().from(crewsTable).where(eq(crewsTable.id, crewId)))[0]?.purse;
    },
    async setMember(characterId: string, values: Partial<typeof crewMembersTable.$inferInsert>) {
      await db().update(crewMembersTable).set(values).where(eq(crewMembersTable.characterId, characterId));
    },
    /** Moves a character's last join or leave back, so its cooldown is over. */
    async forgetMove(characterId: string) {
      await db().delete(crewMovesTable).where(eq(crewMovesTable.characterId, characterId));
    },
  };
}
