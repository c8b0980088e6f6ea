import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORD, signUp, signUpWithCharacter, type TestApp } from '../kit.ts';

// What an account's own calls answer when something happens between their statements: another
// request deletes the account after its password was checked, or the database fails while the
// e-mail changes. Triggers make the interleaving happen every time: a right password gives its
// throttle attempt back (an UPDATE of login_throttles) before the call writes anything else.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.query('CREATE TABLE test_delete_after_check (email text PRIMARY KEY)');
  await t.database.query(`
    CREATE FUNCTION test_delete_after_check() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE armed text;
    BEGIN
      DELETE FROM test_delete_after_check WHERE NEW.key = 'account:' || email RETURNING email INTO armed;
      IF armed IS NOT NULL THEN
        UPDATE users SET deleted_at = now(), email = 'gone-' || id || '@deleted.invalid' WHERE email = armed;
      END IF;
      RETURN NEW;
    END $$`);
  await t.database.query(`CREATE TRIGGER test_delete_after_check AFTER UPDATE ON login_throttles
    FOR EACH ROW EXECUTE FUNCTION test_delete_after_check()`);
  await t.database.query(`
    CREATE FUNCTION test_failing_email() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.email LIKE 'storage-fails-%' THEN RAISE EXCEPTION 'the disk is full'; END IF;
      RETURN NEW;
    END $$`);
  await t.database.query(`CREATE TRIGGER test_failing_email BEFORE UPDATE ON users
    FOR EACH ROW EXECUTE FUNCTION test_failing_email()`);
});
afterAll(() => t.close());

const auditCount = async (action: string, userId: string) =>
  Number(
    (
      await t.database.query<{ n: string }>('SELECT count(*) AS n FROM audit_entries WHERE action = $1 AND target_id = $2', [
        action,
        userId,
      ])
    )[0]!.n,
  );

describe('deleting an account that another request deleted after the password check', () => {
  it('answers 404 and changes nothing more: the character keeps its name, no deletion is audited', async () => {
    const player = await signUpWithCharacter(t);
    await t.database.query('INSERT INTO test_delete_after_check (email) VALUES ($1)', [player.email]);
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/delete',
      cookie: player.cookie,
      payload: { password: PASSWORD },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'auth.no_such_account', message: 'This account no longer exists.' });
    const [character] = await t.database.query<{ name: string; dead: boolean }>(
      'SELECT name, dead FROM characters WHERE id = $1',
      [player.character.id],
    );
    expect(character).toEqual({ name: player.character.username, dead: false });
    expect(await auditCount('accounts.deleted', player.userId)).toBe(0);
  });
});

describe('an e-mail change the database fails to store', () => {
  it('answers the generic error, not "already in use", and keeps the old e-mail', async () => {
    const user = await signUp(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/email',
      cookie: user.cookie,
      payload: { email: `storage-fails-${Date.now()}@example.com`, password: PASSWORD },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong. Please try again later.', code: 'server.error' });
    expect((await t.request({ method: 'GET', url: '/api/auth/account', cookie: user.cookie })).json().email).toBe(user.email);
    expect(await auditCount('accounts.email_changed', user.userId)).toBe(0);
  });
});
