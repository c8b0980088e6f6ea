import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, redactSecrets, shownValue } from './config.ts';
import { isAllowedEndpoint } from './modules/notifications/push.sender.ts';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
};

describe('push settings', () => {
  it('takes origins of a self-hosted push service, and only origins', () => {
    expect(loadConfig({ PUSH_ALLOWED_ORIGINS: 'http://127.0.0.1:8080, https://push.internal/' }).pushAllowedOrigins).toEqual([
      'http://127.0.0.1:8080',
      'https://push.internal',
    ]);
    expect(loadConfig({}).pushAllowedOrigins).toEqual([]);
    for (const bad of ['127.0.0.1:8080', 'http://127.0.0.1:8080/push', 'ftp://host', 'not a url']) {
      const problems = problemsOf({ PUSH_ALLOWED_ORIGINS: bad });
      expect(problems, bad).toHaveLength(1);
      expect(problems[0]).toMatch(/^PUSH_ALLOWED_ORIGINS: /);
    }
  });

  it('takes a mailto: or https: subject only', () => {
    expect(loadConfig({ PUSH_SUBJECT: 'mailto:ops@tales.example' }).pushSubject).toBe('mailto:ops@tales.example');
    expect(loadConfig({ PUSH_SUBJECT: 'https://tales.example/contact' }).pushSubject).toBe('https://tales.example/contact');
    expect(problemsOf({ PUSH_SUBJECT: 'http://tales.example' })[0]).toMatch(/^PUSH_SUBJECT: /);
  });

  it('allows https endpoints and the listed origins, nothing else', () => {
    const config = { pushAllowedOrigins: ['http://127.0.0.1:8080'] };
    expect(isAllowedEndpoint(config, 'https://fcm.googleapis.com/fcm/send/x')).toBe(true);
    expect(isAllowedEndpoint(config, 'http://127.0.0.1:8080/push/1')).toBe(true);
    expect(isAllowedEndpoint(config, 'http://127.0.0.1:8081/push/1')).toBe(false);
    expect(isAllowedEndpoint(config, 'http://localhost:8080/push/1')).toBe(false);
    expect(isAllowedEndpoint(config, 'https://user:pass@push.example/x')).toBe(false);
    expect(isAllowedEndpoint(config, 'not a url')).toBe(false);
  });
});

describe('secrets in messages', () => {
  it('shows a database URL without its password, and a secret-named setting not at all', () => {
    expect(shownValue('DATABASE_URL', 'mysql://tod:hunter2@db/tod')).toBe('"mysql://tod:***@db/tod"');
    expect(shownValue('RUNSQL_DATABASE_URL', 'postgres://r:p%40ss@db/tod')).toBe('"postgres://r:***@db/tod"');
    expect(shownValue('DATABASE_URL', 'postgres://db/tod')).toBe('"postgres://db/tod"');
    expect(shownValue('OPERATOR_TOKEN', 'abc')).toBe('(hidden)');
    expect(shownValue('VAPID_PRIVATE_KEY', 'abc')).toBe('(hidden)');
    expect(shownValue('PORT', 'x')).toBe('"x"');
  });

  it('names every bad setting without printing a password', () => {
    const problems = problemsOf({ DATABASE_URL: 'mysql://tod:hunter2@db/tod', PORT: 'x' });
    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).not.toContain('hunter2');
  });

  it('removes database passwords (raw and decoded) and secret values from any text', () => {
    const env = { DATABASE_URL: 'postgres://tod:p%40ss@db/tod', SESSION_SECRET: 'shh-very-secret', PORT: '3000' };
    expect(redactSecrets('auth failed for p%40ss / p@ss; key shh-very-secret on 3000', env)).toBe(
      'auth failed for *** / ***; key *** on 3000',
    );
  });
});

describe('database settings', () => {
  it('lists a DATABASE_URL the PostgreSQL client cannot read among the other problems, password hidden', () => {
    for (const bad of [
      'postgres://tod:hunter2@db:notaport/tod',
      'postgres://tod:hunter2@db:99999/tod',
      'postgres://tod:100%hunter2@db/tod',
      'postgres://[::1/tod',
    ]) {
      const problems = problemsOf({ DATABASE_URL: bad, GAME_SPEED: '0' });
      expect(problems, bad).toHaveLength(2);
      expect(problems[0], bad).toMatch(/^DATABASE_URL: is not a valid URL/);
      expect(problems.join('\n')).not.toContain('hunter2');
    }
    expect(problemsOf({ RUNSQL_DATABASE_URL: 'postgresql://r:x@db:port/tod' })[0]).toMatch(
      /^RUNSQL_DATABASE_URL: is not a valid URL/,
    );
  });

  it('takes what the client reads: encoded passwords, several hosts, a socket, no address at all', () => {
    for (const good of [
      'postgres://tod:p%40ss@db:5432/tod',
      'postgres://a:5432,b:5433/tod',
      'postgresql:///tod?host=/run/pg',
      '',
    ]) {
      expect(loadConfig({ DATABASE_URL: good }).databaseUrl, good).toBe(good || undefined);
    }
  });

  it('waits 60 s for the database by default, 0 to try once', () => {
    expect(loadConfig({}).databaseWaitMs).toBe(60_000);
    expect(loadConfig({ DATABASE_WAIT_MS: '0' }).databaseWaitMs).toBe(0);
    expect(problemsOf({ DATABASE_WAIT_MS: '-1' })[0]).toMatch(/^DATABASE_WAIT_MS: /);
  });

  it('hides a password holding an unencoded @ whole', () => {
    expect(shownValue('DATABASE_URL', 'postgres://tod:p@ss@db/tod')).toBe('"postgres://tod:***@db/tod"');
    expect(redactSecrets('failed for p@ss', { DATABASE_URL: 'postgres://tod:p@ss@db/tod' })).toBe('failed for ***');
  });
});

describe('password hashing settings', () => {
  it('defaults to a slot per core but one, a queue of 8, a tenth of the time busy and a 1 s pause', () => {
    const { hashing } = loadConfig({});
    expect(hashing).toMatchObject({ queue: 8, busyShare: 0.1, refusalPauseMs: 1_000 });
    expect(hashing.concurrency).toBeGreaterThanOrEqual(1);
  });

  it('takes a busy share above 0 up to 1, and a pause from 0 to 10 s', () => {
    expect(loadConfig({ HASH_BUSY_SHARE: '1', HASH_REFUSAL_PAUSE_MS: '0' }).hashing).toMatchObject({
      busyShare: 1,
      refusalPauseMs: 0,
    });
    expect(loadConfig({ HASH_BUSY_SHARE: '0.01', HASH_REFUSAL_PAUSE_MS: '10000' }).hashing).toMatchObject({
      busyShare: 0.01,
      refusalPauseMs: 10_000,
    });
    for (const [name, value] of [
      ['HASH_BUSY_SHARE', '0'],
      ['HASH_BUSY_SHARE', '1.01'],
      ['HASH_BUSY_SHARE', 'half'],
      ['HASH_REFUSAL_PAUSE_MS', '-1'],
      ['HASH_REFUSAL_PAUSE_MS', '10001'],
      ['HASH_REFUSAL_PAUSE_MS', '0.5'],
    ] as const) {
      expect(problemsOf({ [name]: value })[0], `${name}=${value}`).toMatch(new RegExp(`^${name}: `));
    }
  });
});
