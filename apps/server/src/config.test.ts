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
