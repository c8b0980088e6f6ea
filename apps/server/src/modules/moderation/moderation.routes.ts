import { moderationApi } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { deleteMessage } from '../chat/index.ts';
import { ban, listBans, listMutes, mute, unban, unmute } from './moderation.service.ts';
import { readReportedConversation } from './reports.private.ts';
import { createReport, listReports, resolveReport } from './reports.service.ts';

export function moderationRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, moderationApi.report, async ({ body, actor }) => createReport(deps, actor, body));

  // Moderators (role 1) and above; bans need staff (role 2). Each contract says which.
  route(app, moderationApi.reports, async ({ query }) => listReports(deps.db, query.status));
  route(app, moderationApi.resolveReport, async ({ params, body, actor }) =>
    resolveReport(deps, actor, params.id, body.resolution),
  );
  route(app, moderationApi.reportedConversation, async ({ params, actor }) => readReportedConversation(deps, actor, params.id));
  route(app, moderationApi.deleteMessage, async ({ params, body, actor }) => {
    await deleteMessage(deps, { userId: actor.userId, email: actor.email }, params.id, body.reason);
    return { ok: true as const };
  });
  route(app, moderationApi.mutes, async () => listMutes(deps));
  route(app, moderationApi.mute, async ({ body, actor }) => mute(deps, actor, body));
  route(app, moderationApi.unmute, async ({ params, actor }) => {
    await unmute(deps, actor, params.userId);
    return { ok: true as const };
  });

  route(app, moderationApi.bans, async () => listBans(deps));
  route(app, moderationApi.ban, async ({ body, actor }) => ban(deps, actor, body));
  route(app, moderationApi.unban, async ({ params, actor }) => {
    await unban(deps, actor, params.userId);
    return { ok: true as const };
  });
}
