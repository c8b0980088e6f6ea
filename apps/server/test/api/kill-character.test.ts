import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../src/cli/commands.ts';
import { createTestApp, signUpWithCharacter, type TestApp } from '../kit.ts';

// The operator's `kill-character <name>` (docs/operations.md): the living character of that
// name, in any case, dies at the server's clock; its owner reads why in the event log and may
// create an heir. Run in-process here, on the test database; cli.test.ts runs commands as an
// operator does.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const kill = (...name: string[]) =>
  runCommand({ database: t.database, clock: t.clock, config: { publicUrl: 'https://tales.example' } }, [
    'kill-character',
    ...name,
  ]);
const profile = async (cookie: string, id: string) =>
  (await t.request({ method: 'GET', url: `/api/character/${id}`, cookie })).json();
const events = async (cookie: string) =>
  (await t.request({ method: 'GET', url: '/api/character/events', cookie })).json().entries as { type: string; text: string }[];

describe('kill-character', () => {
  it('kills the living character of that name whatever its case and spaces, and tells its owner', async () => {
    const victim = await signUpWithCharacter(t);
    const bystander = await signUpWithCharacter(t);
    t.clock.advance(5_000);
    const diedAt = t.clock.now().toISOString();
    expect(await kill(`  ${victim.character.username.toUpperCase()} `)).toBe(
      `  ${victim.character.username.toUpperCase()}  is dead.`,
    );

    expect(await profile(bystander.cookie, victim.character.id)).toMatchObject({ dead: true });
    expect(await profile(bystander.cookie, bystander.character.id)).toMatchObject({ dead: false });
    const account = (await t.request({ method: 'GET', url: '/api/auth/account', cookie: victim.cookie })).json();
    expect(account.playerCharacter).toMatchObject({ id: victim.character.id, dead: true });
    const [entry] = await events(victim.cookie);
    expect(entry).toMatchObject({ type: 'staff.killed' });
    expect(entry!.text).toBe(`Staff ended the life of ${victim.character.username}. You may create an heir.`);
    const [row] = await t.database.query<{ died_at: Date }>('SELECT died_at FROM characters WHERE id = $1', [
      victim.character.id,
    ]);
    expect(new Date(row!.died_at).toISOString()).toBe(diedAt);
    // The bystander's log says nothing of it.
    expect((await events(bystander.cookie)).map((e) => e.type)).not.toContain('staff.killed');
  });

  it('refuses a name no living character has, and leaves a dead one of that name as it was', async () => {
    const gone = await signUpWithCharacter(t);
    await kill(gone.character.username);
    const [before] = await t.database.query<{ died_at: Date }>('SELECT died_at FROM characters WHERE id = $1', [
      gone.character.id,
    ]);
    t.clock.advance(60_000);
    await expect(kill(gone.character.username)).rejects.toMatchObject({
      code: 'character.not_found',
      message: `No living character is named ${gone.character.username}.`,
    });
    await expect(kill('Nobody Ever')).rejects.toMatchObject({
      code: 'character.not_found',
      message: 'No living character is named Nobody Ever.',
    });
    const [after] = await t.database.query<{ died_at: Date }>('SELECT died_at FROM characters WHERE id = $1', [
      gone.character.id,
    ]);
    expect(after).toEqual(before);
    expect((await events(gone.cookie)).filter((e) => e.type === 'staff.killed')).toHaveLength(1);
  });

  it('needs a name', async () => {
    await expect(kill()).rejects.toThrow('Usage: kill-character <name>');
  });
});
