import { Role } from '@tod/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { setRole } from '../../src/modules/accounts/index.ts';
import { signUp, signUpWithCharacter, type TestApp } from '../kit.ts';

/** Who calls: a visitor (no cookie), a player, staff (role 2) and the owner (role 3). */
export interface Callers {
  player: string;
  staff: string;
  staffEmail: string;
  owner: string;
  ownerEmail: string;
}

export async function signUpWithRole(t: TestApp, role: number): Promise<{ cookie: string; email: string }> {
  const user = await signUp(t);
  await setRole({ db: t.app.deps.db }, user.email, role);
  return user;
}

export async function callers(t: TestApp): Promise<Callers> {
  const player = await signUpWithCharacter(t);
  const staff = await signUpWithRole(t, Role.staff);
  const owner = await signUpWithRole(t, Role.owner);
  return { player: player.cookie, staff: staff.cookie, staffEmail: staff.email, owner: owner.cookie, ownerEmail: owner.email };
}

type Call = Omit<InjectOptions, 'headers'> & { cookie?: string };

/** A visitor gets 401 and a player 403, whatever the body, and nothing is written to the audit log. */
export async function expectStaffOnly(t: TestApp, c: Callers, call: Call): Promise<void> {
  const before = await auditCount(t);
  const visitor = await t.request({ ...call, cookie: undefined });
  expect(visitor.statusCode, visitor.body).toBe(401);
  expect(visitor.json().message).toBe('You must be signed in.');
  const player = await t.request({ ...call, cookie: c.player });
  expect(player.statusCode, player.body).toBe(403);
  expect(player.json().message).toBe('You are not allowed to do that.');
  expect(await auditCount(t)).toBe(before);
}

export async function auditCount(t: TestApp): Promise<number> {
  const [row] = await t.database.query<{ n: number | string }>('SELECT count(*)::int AS n FROM audit_entries');
  return Number(row!.n);
}

export async function count(t: TestApp, table: string): Promise<number> {
  const [row] = await t.database.query<{ n: number | string }>(`SELECT count(*)::int AS n FROM ${table}`);
  return Number(row!.n);
}

/** The newest audit entries, read through the staff endpoint. */
export async function latestAudit(t: TestApp, cookie: string, limit = 1) {
  const res = await t.request({ method: 'GET', url: `/api/admin/audit?limit=${limit}`, cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    id: number;
    actorId: string;
    actorEmail: string;
    action: string;
    targetId: string | null;
    before: unknown;
    after: unknown;
    createdAt: string;
  }[];
}

/** Asserts a 400 with the given message and that a field detail names the problem. */
export function expectInvalid(res: LightMyRequestResponse, message: string): void {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json() as { message: string; details?: unknown };
  const fields = Array.isArray(body.details) ? (body.details as { message: string }[]) : [];
  const messages = [body.message, ...fields.map((d) => d.message)];
  expect(messages).toContain(message);
}
