import {
  adminApi,
  charactersAdminApi,
  citiesAdminApi,
  crewChannelModerationApi,
  crewsAdminApi,
  deedsAdminApi,
  economyAdminApi,
  type Endpoint,
  homeAdminApi,
  itemsAdminApi,
  moderationApi,
  questsAdminApi,
  Role,
  skillsAdminApi,
  tickerAdminApi,
  usersAdminApi,
} from '@tod/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../kit.ts';
import { signUpWithRole } from './admin-kit.ts';
import { allEndpoints } from './contract-endpoints.ts';

/**
 * The lowest role that may call each staff endpoint (docs/architecture.md, moderation and admin),
 * written out here on its own: a contract's `access` lowered by mistake disagrees with it.
 */
const MIN_ROLE = new Map<Endpoint, number>([
  ...Object.values(deedsAdminApi).map((e) => [e, Role.staff] as const),
  ...Object.values(citiesAdminApi).map((e) => [e, Role.staff] as const),
  ...Object.values(homeAdminApi).map((e) => [e, Role.staff] as const),
  ...Object.values(tickerAdminApi).map((e) => [e, Role.staff] as const),
  ...Object.values(economyAdminApi).map((e) => [e, Role.staff] as const),
  [adminApi.audit, Role.staff],
  [adminApi.runSql, Role.owner],
  [moderationApi.reports, Role.moderator],
  [moderationApi.resolveReport, Role.moderator],
  [moderationApi.reportedConversation, Role.moderator],
  [moderationApi.deleteMessage, Role.moderator],
  [moderationApi.mutes, Role.moderator],
  [moderationApi.mute, Role.moderator],
  [moderationApi.unmute, Role.moderator],
  [moderationApi.bans, Role.staff],
  [moderationApi.ban, Role.staff],
  [moderationApi.unban, Role.staff],
  [usersAdminApi.search, Role.staff],
  [usersAdminApi.get, Role.staff],
  [usersAdminApi.setRole, Role.owner],
  [usersAdminApi.endSessions, Role.staff],
  [usersAdminApi.resetLink, Role.staff],
  [usersAdminApi.remove, Role.owner],
  [skillsAdminApi.list, Role.staff],
  [skillsAdminApi.update, Role.staff],
  [questsAdminApi.templates, Role.staff],
  [questsAdminApi.updateTemplate, Role.staff],
  [questsAdminApi.chains, Role.staff],
  [questsAdminApi.updateChain, Role.staff],
  [crewsAdminApi.list, Role.staff],
  [crewsAdminApi.log, Role.staff],
  [crewsAdminApi.rename, Role.staff],
  [crewsAdminApi.disband, Role.staff],
  [crewChannelModerationApi.deleteMessage, Role.moderator],
  [charactersAdminApi.search, Role.moderator],
  [charactersAdminApi.get, Role.moderator],
  [charactersAdminApi.release, Role.moderator],
  [charactersAdminApi.change, Role.staff],
  [charactersAdminApi.gold, Role.staff],
  [charactersAdminApi.kill, Role.staff],
  [itemsAdminApi.list, Role.staff],
  [itemsAdminApi.update, Role.staff],
]);

const key = (method: string, path: string) => `${method} ${path}`;
// A well-formed id nobody has: a caller who gets past the role check meets 400 or 404, never a change.
const url = (path: string) => `/api${path.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000')}`;

type Caller = 'visitor' | 'player' | 'moderator' | 'staff' | 'owner';
const ROLE_OF: Record<Exclude<Caller, 'visitor'>, number> = {
  player: Role.player,
  moderator: Role.moderator,
  staff: Role.staff,
  owner: Role.owner,
};

let t: TestApp;
const cookies = {} as Record<Caller, string | undefined>;
beforeAll(async () => {
  // runsql exists only when the operator turns it on; on, it must be the owner's alone.
  t = await createTestApp({ config: { runSqlEnabled: true } });
  cookies.visitor = undefined;
  cookies.player = (await signUp(t)).cookie;
  for (const who of ['moderator', 'staff', 'owner'] as const) cookies[who] = (await signUpWithRole(t, ROLE_OF[who])).cookie;
});
afterAll(async () => t?.close());

describe('staff routes', () => {
  it('are exactly the endpoints this table names', () => {
    const declared = [...MIN_ROLE.keys()].map((e) => key(e.method, `/api${e.path}`)).sort();
    const staff = allEndpoints()
      .filter(([, e]) => e.access === 'moderator' || e.access === 'staff' || e.access === 'owner')
      .map(([, e]) => key(e.method, `/api${e.path}`));
    expect(staff.sort()).toEqual(declared);
  });

  const rows = [...MIN_ROLE].flatMap(([e, minRole]) =>
    (['visitor', 'player', 'moderator', 'staff', 'owner'] as const).map((who) => ({ e, minRole, who })),
  );

  it.each(rows)('$e.method $e.path as $who (lowest role $minRole)', async ({ e, minRole, who }) => {
    const res = await t.request({
      method: e.method,
      url: url(e.path),
      cookie: cookies[who],
      ...(e.method === 'GET' || e.method === 'DELETE' ? {} : { payload: {} }),
    });
    if (who === 'visitor') {
      expect(res.statusCode, res.body).toBe(401);
    } else if (ROLE_OF[who] < minRole) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toBe('You are not allowed to do that.');
    } else {
      // Allowed: the empty body or the unknown id is what fails now, never the role.
      expect([401, 403], res.body).not.toContain(res.statusCode);
      expect(res.statusCode, res.body).toBeLessThan(500);
    }
  });
});
