import { RunSqlResultSchema } from '@tod/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseUrlOf, dbKind, type TestApp, uniqueName } from '../kit.ts';
import { auditCount, type Callers, callers, count, expectInvalid, latestAudit, signUpWithRole } from './admin-kit.ts';

describe('runsql is absent unless RUNSQL_ENABLED', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 404 like any unknown route, even to the owner', async () => {
    const owner = await signUpWithRole(t, 3);
    for (const cookie of [undefined, owner.cookie]) {
      const res = await t.request({ method: 'POST', url: '/api/admin/runsql', cookie, payload: { sql: 'SELECT 1' } });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Not found.');
    }
    expect(await auditCount(t)).toBe(0);
  });
});

// PGlite cannot interrupt a statement (its statement_timeout never fires) and runs the game's
// queries one after another: `SELECT pg_sleep(12)` would stop the game for 12 s.
if (dbKind === 'pglite') {
  describe('runsql on the embedded database', () => {
    let t: TestApp;
    let c: Callers;
    beforeAll(async () => {
      t = await createTestApp({ config: { runSqlEnabled: true } });
      c = await callers(t);
    });
    afterAll(() => t.close());

    it('is refused for the owner with a JSON 409 that runs nothing, and audited', async () => {
      for (const sql of ['SELECT pg_sleep(12)', 'SELECT 1']) {
        const res = await t.request({ method: 'POST', url: '/api/admin/runsql', cookie: c.owner, payload: { sql } });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({
          code: 'admin.runsql_unavailable',
          message:
            'SQL cannot run on the embedded database: a slow query would stop the game for everyone. ' +
            'Run the server on PostgreSQL (DATABASE_URL) to use this page.',
        });
      }
      expect((await latestAudit(t, c.owner))[0]).toMatchObject({ action: 'runsql.executed' });
    });

    it('still refuses players and staff below the owner first', async () => {
      const staff = await t.request({ method: 'POST', url: '/api/admin/runsql', cookie: c.staff, payload: { sql: 'SELECT 1' } });
      expect(staff.statusCode).toBe(403);
      const player = await t.request({
        method: 'POST',
        url: '/api/admin/runsql',
        cookie: c.player,
        payload: { sql: 'SELECT 1' },
      });
      expect(player.statusCode).toBe(403);
    });
  });
}

// Everything below needs PostgreSQL, where the statement timeout works.
if (dbKind === 'postgres') {
  describe('runsql when enabled', () => {
    let t: TestApp;
    let c: Callers;
    beforeAll(async () => {
      t = await createTestApp({ config: { runSqlEnabled: true } });
      c = await callers(t);
    });
    afterAll(() => t.close());

    const run = (sql: unknown, cookie = c.owner) =>
      t.request({ method: 'POST', url: '/api/admin/runsql', cookie, payload: { sql } as object });
    const rows = async (sql: string) => {
      const res = await run(sql);
      expect(res.statusCode, res.body).toBe(200);
      return RunSqlResultSchema.parse(res.json());
    };

    it('refuses visitors (401), players and staff below the owner (403), and audits none of it', async () => {
      const audits = await auditCount(t);
      const visitor = await t.request({ method: 'POST', url: '/api/admin/runsql', payload: { sql: 'SELECT 1' } });
      expect(visitor.statusCode).toBe(401);
      expect((await run('SELECT 1', c.player)).statusCode).toBe(403);
      const staff = await run('SELECT 1', c.staff);
      expect(staff.statusCode).toBe(403);
      expect(staff.json().message).toBe('You are not allowed to do that.');
      expect(await auditCount(t)).toBe(audits);
    });

    it('runs a read for the owner and audits it', async () => {
      const deeds = await count(t, 'deeds');
      const result = await rows('SELECT count(*) AS n FROM deeds');
      expect(result).toEqual({ columns: ['n'], rows: [{ n: deeds }], rowCount: 1, truncated: false });
      expect((await latestAudit(t, c.owner))[0]).toMatchObject({
        action: 'runsql.executed',
        actorEmail: c.ownerEmail,
        targetId: null,
        before: null,
        after: { sql: 'SELECT count(*) AS n FROM deeds', ok: true, rowCount: 1, truncated: false },
      });
    });

    it('caps the rows at 500 and says so', async () => {
      const many = await rows('SELECT g FROM generate_series(1, 1000) AS g ORDER BY g');
      expect(many.rowCount).toBe(500);
      expect(many.truncated).toBe(true);
      expect(many.rows.at(-1)).toEqual({ g: 500 });
      const exact = await rows('select * from generate_series(1, 500) as g');
      expect(exact).toMatchObject({ rowCount: 500, truncated: false });
    });

    it('answers JSON values whatever the column type', async () => {
      const result = await rows(
        `SELECT 12345678901234::bigint AS big, 1.5::numeric AS num, '\\x01ff'::bytea AS bin,
                '{"a":[1,2]}'::jsonb AS doc, NULL AS nothing, true AS yes, 'it''s' AS text`,
      );
      expect(result.rows[0]).toEqual({
        big: 12345678901234,
        num: '1.5',
        bin: '\\x01ff',
        doc: { a: [1, 2] },
        nothing: null,
        yes: true,
        text: "it's",
      });
    });

    it('runs SHOW, EXPLAIN, VALUES and TABLE, and sets the 5 s statement timeout', async () => {
      expect((await rows('SHOW statement_timeout')).rows).toEqual([{ statement_timeout: '5s' }]);
      expect((await rows('EXPLAIN SELECT * FROM deeds')).rowCount).toBeGreaterThan(0);
      expect((await rows('VALUES (1, 2)')).rows).toEqual([{ column1: 1, column2: 2 }]);
      expect((await rows('TABLE ticker')).rowCount).toBe(1);
      expect((await rows('  /* why */ -- note\n (SELECT 1 AS one);; ')).rows).toEqual([{ one: 1 }]);
    });

    it('refuses more than one statement, but not a semicolon inside a string, identifier, comment or dollar quote', async () => {
      const deeds = await count(t, 'deeds');
      for (const sql of [
        'SELECT 1; SELECT 2',
        'SELECT 1; DELETE FROM deeds',
        "SELECT ';'; DELETE FROM deeds",
        'SELECT 1 /* ; */; SHOW ALL',
      ]) {
        expectInvalid(await run(sql), 'Run one statement at a time.');
      }
      expect(await count(t, 'deeds')).toBe(deeds);
      const ok = await rows(`SELECT ';' AS a, $$;$$ AS b, $x$ '; $x$ AS c, E'\\';' AS d, 1 AS ";" -- ;\n /* ; /* ; */ */`);
      expect(ok.rows).toEqual([{ a: ';', b: ';', c: " '; ", d: "';", ';': 1 }]);
    });

    it('refuses every write statement and changes nothing', async () => {
      const [deeds, tables] = [await count(t, 'deeds'), await count(t, 'pg_tables')];
      const refusals = [
        "INSERT INTO announcements (title, content, created_at) VALUES ('x', 'y', '2026-01-01')",
        "UPDATE deeds SET name = 'pwned'",
        'DELETE FROM deeds',
        'CREATE TABLE intruder (a int)',
        'DROP TABLE deeds',
        'TRUNCATE deeds',
        "COPY (SELECT 1) TO '/tmp/out'",
        'SET ROLE postgres',
      ];
      for (const sql of refusals) {
        expectInvalid(await run(sql), 'Only read statements may run here (SELECT, WITH, VALUES, TABLE, SHOW, EXPLAIN).');
      }
      expect(await count(t, 'deeds')).toBe(deeds);
      expect(await count(t, 'pg_tables')).toBe(tables);
    });

    it('stops writes hidden in a read statement with the read-only transaction', async () => {
      const [deeds, tables] = [await count(t, 'deeds'), await count(t, 'pg_tables')];
      const [firstBefore] = await t.database.query<{ name: string }>('SELECT name FROM deeds ORDER BY name LIMIT 1');
      const hidden = [
        ['EXPLAIN ANALYZE DELETE FROM deeds', 'The query failed: cannot execute DELETE in a read-only transaction'],
        ["EXPLAIN ANALYZE UPDATE deeds SET name = 'pwned'", 'The query failed: cannot execute UPDATE in a read-only transaction'],
        [
          "EXPLAIN ANALYZE INSERT INTO announcements (title, content, created_at) VALUES ('x', 'y', '2026-01-01')",
          'The query failed: cannot execute INSERT in a read-only transaction',
        ],
        ["SELECT nextval('audit_entries_id_seq')", 'The query failed: cannot execute nextval() in a read-only transaction'],
      ] as const;
      for (const [sql, message] of hidden) expectInvalid(await run(sql), message);
      const cte = await run('WITH gone AS (DELETE FROM deeds RETURNING id) SELECT count(*) FROM gone');
      expect(cte.statusCode).toBe(400);
      expect(cte.json().message).toMatch(/^The query failed: /);
      // PostgreSQL 18 (PGlite) lets this one through a read-only transaction; the rollback that
      // ends every runsql transaction still leaves no table behind.
      const slipped = await run('EXPLAIN ANALYZE CREATE TABLE intruder AS SELECT 1');
      expect([200, 400]).toContain(slipped.statusCode);
      expect(await t.database.query("SELECT 1 FROM pg_tables WHERE tablename = 'intruder'")).toEqual([]);
      expect(await count(t, 'deeds')).toBe(deeds);
      expect(await count(t, 'pg_tables')).toBe(tables);
      const [first] = await t.database.query<{ name: string }>('SELECT name FROM deeds ORDER BY name LIMIT 1');
      expect(first!.name).toBe(firstBefore!.name);
    });

    it('rolls back settings and releases session locks, so nothing outlives the statement', async () => {
      await rows("SELECT set_config('search_path', 'nowhere', false)");
      expect((await rows('SHOW search_path')).rows[0]!.search_path).not.toBe('nowhere');
      // The lock staff city writes take: a lock left on a pooled connection would hang them.
      await rows('SELECT pg_advisory_lock(7310001)');
      const city = await t.request({
        method: 'POST',
        url: '/api/cities',
        cookie: c.staff,
        payload: { name: uniqueName('Free') },
      });
      expect(city.statusCode).toBe(201);
    });

    it('answers a failing statement with 400 and the database message, never a stack trace, and audits it', async () => {
      const res = await run('SELECT * FROM no_such_table');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'The query failed: relation "no_such_table" does not exist',
        code: 'admin.runsql_failed',
        details: { sqlstate: '42P01' },
      });
      expect((await latestAudit(t, c.owner))[0]).toMatchObject({
        action: 'runsql.executed',
        after: {
          sql: 'SELECT * FROM no_such_table',
          ok: false,
          error: 'The query failed: relation "no_such_table" does not exist',
        },
      });
      const syntax = await run('SELECT FROM WHERE');
      expect(syntax.statusCode).toBe(400);
      expect(syntax.body).not.toMatch(/\bat .*\.ts:\d+/);
    });

    it.each([
      ['no sql', {}, 'SQL is required.'],
      ['blank sql', { sql: '   ' }, 'SQL is required.'],
      ['a number', { sql: 42 }, 'SQL is required.'],
      ['over 10,000 characters', { sql: `SELECT '${'x'.repeat(10_000)}'` }, 'SQL must be at most 10,000 characters.'],
    ])('refuses %s with 400', async (_label, payload, message) => {
      const res = await t.request({ method: 'POST', url: '/api/admin/runsql', cookie: c.owner, payload });
      expectInvalid(res, message);
    });

    it('refuses text with no statement keyword', async () => {
      expectInvalid(
        await run('-- only a comment'),
        'Only read statements may run here (SELECT, WITH, VALUES, TABLE, SHOW, EXPLAIN).',
      );
    });
  });

  describe('runsql through a read-only role (RUNSQL_DATABASE_URL)', () => {
    let t: TestApp;
    let c: Callers;
    const role = `tod_reader_${Math.random().toString(36).slice(2, 10)}`;
    beforeAll(async () => {
      const base = await createTestApp();
      const url = new URL(databaseUrlOf(base.database));
      await base.database.query(`CREATE ROLE ${role} LOGIN NOSUPERUSER`);
      await base.database.query(`GRANT SELECT ON ALL TABLES IN SCHEMA public TO ${role}`);
      url.username = role;
      await base.app.close();
      t = await createTestApp({ database: base.database, config: { runSqlEnabled: true, runSqlDatabaseUrl: url.toString() } });
      c = await callers(t);
    });
    afterAll(async () => {
      await t.close();
      await t.database.query(`REVOKE ALL ON ALL TABLES IN SCHEMA public FROM ${role}`);
      await t.database.query(`DROP ROLE ${role}`);
      await t.database.close();
    });

    it('runs as that role: it reads the game, cannot read server files, and the audit is still written', async () => {
      const run = (sql: string) => t.request({ method: 'POST', url: '/api/admin/runsql', cookie: c.owner, payload: { sql } });
      const who = await run('SELECT current_user AS who');
      expect(who.statusCode, who.body).toBe(200);
      expect(who.json().rows).toEqual([{ who: role }]);
      expect((await run('SELECT count(*) AS n FROM deeds')).statusCode).toBe(200);
      const file = await run("SELECT pg_read_file('/etc/hostname') AS f");
      expect(file.statusCode).toBe(400);
      expect(file.json()).toMatchObject({ code: 'admin.runsql_failed', details: { sqlstate: '42501' } });
      expect((await latestAudit(t, c.owner))[0]).toMatchObject({ action: 'runsql.executed' });
    });
  });
}
