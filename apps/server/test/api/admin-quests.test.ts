import { type AdminQuestTemplate, type QuestBoard, Role } from '@tod/contracts';
import { CONTRACT_TEMPLATES } from '@tod/game';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charactersTable } from '../../src/modules/characters/characters.sql.ts';
import { questTemplatesTable } from '../../src/modules/quests/templates.sql.ts';
import { upgradeQuestTemplates } from '../../src/seed/seed-quests.ts';
import { contentPacksTable } from '../../src/db/seed.sql.ts';
import { citiesTable } from '../../src/modules/world/world.sql.ts';
import { createTestApp, signUpWithCharacter, type TestApp } from '../kit.ts';
import { auditCount, expectInvalid, signUpWithRole } from './admin-kit.ts';

let t: TestApp;
let staff: string;
let moderator: string;
let templates: AdminQuestTemplate[];
beforeAll(async () => {
  t = await createTestApp();
  staff = (await signUpWithRole(t, Role.staff)).cookie;
  moderator = (await signUpWithRole(t, Role.moderator)).cookie;
  templates = (
    await t.request({ method: 'GET', url: '/api/admin/quests/templates', cookie: staff })
  ).json() as AdminQuestTemplate[];
});
afterAll(() => t.close());

const byKey = (key: string) => templates.find((x) => x.key === key)!;
const input = (x: AdminQuestTemplate) => ({
  title: x.title,
  description: x.description,
  minTier: x.minTier,
  targets: x.targets,
  rewardPercent: x.rewardPercent,
  enabled: x.enabled,
});
const put = (id: string, body: unknown, cookie = staff) =>
  t.request({ method: 'PUT', url: `/api/admin/quests/templates/${id}`, cookie, payload: body as object });

describe('Manage Quests', () => {
  it("lists the content's templates as seeded, none edited", () => {
    expect(templates.map((x) => x.key).sort()).toEqual(CONTRACT_TEMPLATES.map((x) => x.key).sort());
    expect(templates.every((x) => !x.edited && x.enabled && x.rewardPercent === 100)).toBe(true);
  });

  it('saves a template, audited; new offers use it, and a content upgrade leaves it alone', async () => {
    const alms = byKey('alms-round');
    const res = await put(alms.id, {
      ...input(alms),
      title: 'Feed {n} families in {city}',
      targets: [4, 6, 9, 13, 17],
      rewardPercent: 200,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Feed {n} families in {city}',
      targets: [4, 6, 9, 13, 17],
      rewardPercent: 200,
      edited: true,
    });
    const [entry] = await t.database.query<{ action: string; before: { title: string }; after: { title: string } }>(
      'SELECT action, before, after FROM audit_entries ORDER BY id DESC LIMIT 1',
    );
    expect(entry).toMatchObject({
      action: 'quest_templates.updated',
      before: { title: alms.title },
      after: { title: 'Feed {n} families in {city}' },
    });

    // Only the good patron's template left enabled: the good patron's offer is the edited one.
    for (const x of templates.filter((x) => x.axis === 'good' && x.key !== 'alms-round')) {
      expect((await put(x.id, { ...input(x), enabled: false })).statusCode).toBe(200);
    }
    const p = await signUpWithCharacter(t);
    const [city] = await t.app.deps.db.select().from(citiesTable).where(eq(citiesTable.name, 'Hearthmere'));
    await t.app.deps.db.update(charactersTable).set({ cityId: city!.id }).where(eq(charactersTable.id, p.character.id));
    const board = (await t.request({ method: 'GET', url: '/api/quests/board', cookie: p.cookie })).json() as QuestBoard;
    const offer = board.patrons.find((x) => x.axis === 'good')!.offers[0]!;
    expect(offer.title).toBe('Feed 4 families in Hearthmere');
    expect(offer.target).toBe(4);
    // Twice the rule's reward: a tier 1 deed contract of 4 at level 1 is 5 gold and 2 experience.
    expect(offer.reward).toMatchObject({ gold: 10, experience: 4 });

    await t.app.deps.db.delete(contentPacksTable).where(eq(contentPacksTable.name, 'quests-v1'));
    expect(await upgradeQuestTemplates(t.app.deps.db, t.clock.now())).toBe(true);
    const [row] = await t.app.deps.db.select().from(questTemplatesTable).where(eq(questTemplatesTable.key, 'alms-round'));
    expect(row!.title).toBe('Feed {n} families in {city}');
  });

  it('refuses bad input with a clear message, an unknown id with 404, and every role below staff', async () => {
    const x = templates[0]!;
    expectInvalid(await put(x.id, { ...input(x), title: '' }), 'Title is required.');
    expectInvalid(
      await put(x.id, { ...input(x), targets: [1, 2, 3, 4, 5, 6] }),
      'Targets must be a list of 1 to 5 numbers, one per standing tier.',
    );
    expectInvalid(
      await put(x.id, { ...input(x), targets: [1, 2, 3, 4, 0] }),
      'Each target must be a whole number from 1 to 1000.',
    );
    expectInvalid(await put(x.id, { ...input(x), minTier: 6 }), 'Tier must be a number from 1 to 5.');
    expectInvalid(await put(x.id, { ...input(x), rewardPercent: 1000 }), 'Reward must be a percentage from 10 to 300.');
    const unknown = await put('6c1d0c1e-8f5b-4f7e-9a55-3c8f2b9e0d21', input(x));
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'quests.template_not_found']);
    const before = await auditCount(t);
    expect((await put(x.id, input(x), moderator)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/admin/quests/templates', cookie: moderator })).statusCode).toBe(403);
    const player = await signUpWithCharacter(t);
    expect((await put(x.id, input(x), player.cookie)).statusCode).toBe(403);
    expect((await t.request({ method: 'PUT', url: `/api/admin/quests/templates/${x.id}`, payload: input(x) })).statusCode).toBe(
      401,
    );
    expect(await auditCount(t)).toBe(before);
  });
});
