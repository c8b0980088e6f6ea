import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../kit/clock.ts';
import { signUp, type TestApp, uniqueEmail } from '../kit.ts';
import { useTwoInstances } from '../two-instances.ts';

// Two instances need two connections to one database server: vitest.config.ts runs this file in
// the PostgreSQL project only. The limits: docs/hardening.md, "Accounts and floods".
describe('login throttle across two server instances', () => {
  const clock = new FakeClock(new Date('2026-06-01T12:00:00Z'));
  const two = useTwoInstances({ clock });

  const statuses = (answers: LightMyRequestResponse[]) => answers.map((r) => r.statusCode).sort();
  const wrongFrom = (app: TestApp, email: string, address: string) =>
    app.request({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: address,
      payload: { email, password: 'wrong password!' },
    });

  it('checks exactly 5 of 50 wrong passwords for one account sent to both instances at once', async () => {
    const { email } = await signUp(two.a);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => wrongFrom(i % 2 ? two.a : two.b, email, `10.8.0.${i + 1}`)),
    );
    const counts = statuses(answers);
    expect(counts.filter((s) => s === 401)).toHaveLength(5);
    expect(counts.filter((s) => s === 429)).toHaveLength(45);
  }, 120_000);

  it('checks exactly 20 of 50 wrong passwords from one address sent to both instances at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => wrongFrom(i % 2 ? two.a : two.b, uniqueEmail('spread'), '10.8.1.1')),
    );
    const counts = statuses(answers);
    expect(counts.filter((s) => s === 401)).toHaveLength(20);
    expect(counts.filter((s) => s === 429)).toHaveLength(30);
  }, 120_000);
});
