import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@tod/contracts';
import { setRole } from '../../src/modules/accounts/index.ts';
import { signUp, signUpWithCharacter, type TestApp } from '../kit.ts';
import { useTwoInstances } from '../two-instances.ts';

// Staff content served from memory on every instance (docs/decisions/0045-content-cache.md):
// instance B never answers from before a write instance A has committed, however soon after
// it B is asked. Rounds repeat each write so a late notification would show.
const ROUNDS = 10;

describe('staff content with two instances on one PostgreSQL database', () => {
  const two = useTwoInstances();
  let staff = '';
  let player = '';
  let characterId = '';
  beforeAll(async () => {
    const s = await signUp(two.a);
    await setRole({ db: two.databaseA.db }, s.email, Role.staff);
    staff = s.cookie;
    const p = await signUpWithCharacter(two.a);
    player = p.cookie;
    characterId = p.character.id;
  });

  const getOn = async (app: TestApp, url: string) => {
    const res = await app.request({ method: 'GET', url, cookie: player });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it("shows on B a deed staff edit on A, in the deed, the catalogue and the player's list, round after round", async () => {
    const deed = {
      name: 'Test: Herd the Clouds',
      level: 1,
      alignment: 0,
      content: 'Up high.',
      success: 'They follow.',
      failure: 'They drift.',
      skills: {},
      cityId: null,
      reward: { gold: 1, experience: 1, alignment: 0, jailTime: 0 },
    };
    const created = await two.a.request({ method: 'POST', url: '/api/deeds', cookie: staff, payload: deed });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect((await getOn(two.b, `/api/deeds/${id}`)).name).toBe(deed.name);
    for (let round = 1; round <= ROUNDS; round += 1) {
      await getOn(two.b, '/api/deeds');
      await getOn(two.b, '/api/deeds/catalogue');
      const name = `Test: Herd the Clouds ${round}`;
      const edited = await two.a.request({ method: 'PATCH', url: `/api/deeds/${id}`, cookie: staff, payload: { ...deed, name } });
      expect(edited.statusCode, edited.body).toBe(200);
      expect((await getOn(two.b, `/api/deeds/${id}`)).name).toBe(name);
      const listed = (await getOn(two.b, '/api/deeds')) as { id: string; name: string }[];
      expect(listed.find((d) => d.id === id)?.name).toBe(name);
      const catalogue = (await getOn(two.b, '/api/deeds/catalogue')) as { id: string; name: string }[];
      expect(catalogue.find((d) => d.id === id)?.name).toBe(name);
    }
    const removed = await two.a.request({ method: 'DELETE', url: `/api/deeds/${id}`, cookie: staff });
    expect(removed.statusCode).toBe(200);
    expect((await two.b.request({ method: 'GET', url: `/api/deeds/${id}`, cookie: player })).statusCode).toBe(404);
  });

  it('shows on B a city written on A by any program (a plain UPDATE), round after round', async () => {
    const [city] = await two.databaseA.query<{ id: string }>(
      `INSERT INTO cities (name, created_at) VALUES ('Test: Farreach', now()) RETURNING id`,
    );
    for (let round = 1; round <= ROUNDS; round += 1) {
      await getOn(two.b, `/api/cities/${city!.id}`);
      await two.databaseA.db.execute(sql`UPDATE cities SET description = ${`Round ${round}`} WHERE id = ${city!.id}`);
      expect((await getOn(two.b, `/api/cities/${city!.id}`)).description).toBe(`Round ${round}`);
      const all = (await getOn(two.b, '/api/cities')) as { id: string; description: string }[];
      expect(all.find((c) => c.id === city!.id)?.description).toBe(`Round ${round}`);
    }
  });

  // The player's own part of the deed list is kept in memory too (ADR 0057).
  it("shows on B a player's skill written on A by a plain statement, round after round", async () => {
    const [skill] = await two.databaseA.query<{ id: string }>(`SELECT id FROM skills WHERE name = 'Lockpicking'`);
    const [deed] = await two.databaseA.query<{ id: string }>(
      `INSERT INTO deeds (name, level, skills, created_at, updated_at) VALUES ('Test: Pick the Gate', 1, '{"Lockpicking": 0}', now(), now()) RETURNING id`,
    );
    await two.databaseA.query('INSERT INTO character_skills (character_id, skill_id, level) VALUES ($1, $2, 0)', [
      characterId,
      skill!.id,
    ]);
    for (let round = 1; round <= ROUNDS; round += 1) {
      await getOn(two.b, '/api/deeds');
      await two.databaseA.query('UPDATE character_skills SET level = $1 WHERE character_id = $2', [round, characterId]);
      const listed = (await getOn(two.b, '/api/deeds')) as { id: string; skill: { yours: number } | null }[];
      expect(listed.find((d) => d.id === deed!.id)?.skill?.yours).toBe(round);
    }
  });
});
