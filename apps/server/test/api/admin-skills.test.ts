import { type AdminSkill, Role, SKILL_DESCRIPTION_MAX } from '@tod/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpWithCharacter, type TestApp } from '../kit.ts';
import { auditCount, signUpWithRole } from './admin-kit.ts';

let t: TestApp;
let staff: string;
let moderator: string;
let skills: AdminSkill[];
beforeAll(async () => {
  t = await createTestApp();
  staff = (await signUpWithRole(t, Role.staff)).cookie;
  moderator = (await signUpWithRole(t, Role.moderator)).cookie;
  skills = (await t.request({ method: 'GET', url: '/api/admin/skills', cookie: staff })).json() as AdminSkill[];
});
afterAll(() => t.close());

const put = (id: string, description: unknown, cookie = staff) =>
  t.request({ method: 'PUT', url: `/api/admin/skills/${id}`, cookie, payload: { description } });

describe('Manage Skills', () => {
  it("lists every skill in the training page's order", () => {
    expect(skills.length).toBeGreaterThan(0);
    const order = skills.map((s) => [s.position, s.name] as const);
    expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1])));
  });

  it('saves a description players then read on the training page, audited with before and after', async () => {
    const skill = skills[0]!;
    const res = await put(skill.id, '  Move unseen through the crowd.  ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...skill, description: 'Move unseen through the crowd.' });
    const [entry] = await t.database.query<{ action: string; before: { description: string }; after: { description: string } }>(
      'SELECT action, before, after FROM audit_entries ORDER BY id DESC LIMIT 1',
    );
    expect(entry).toMatchObject({
      action: 'skills.updated',
      before: { description: skill.description },
      after: { description: 'Move unseen through the crowd.' },
    });
    const player = await signUpWithCharacter(t);
    const seen = (await t.request({ method: 'GET', url: '/api/character/skills/', cookie: player.cookie })).json() as Array<{
      id: string;
      description: string;
    }>;
    expect(seen.find((s) => s.id === skill.id)?.description).toBe('Move unseen through the crowd.');
  });

  it.each([
    ['the longest description', 'x'.repeat(SKILL_DESCRIPTION_MAX), 200],
    ['one character more', 'x'.repeat(SKILL_DESCRIPTION_MAX + 1), 400],
    ['no text', 42, 400],
  ])('answers %s with %i', async (_name, description, status) => {
    expect((await put(skills[0]!.id, description)).statusCode).toBe(status);
  });

  it('answers 404 for an unknown skill and refuses a moderator, writing nothing', async () => {
    const before = await auditCount(t);
    const unknown = await put('00000000-0000-4000-8000-000000000000', 'x');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('skills.not_found');
    expect((await put(skills[0]!.id, 'x', moderator)).statusCode).toBe(403);
    expect(await auditCount(t)).toBe(before);
  });
});
