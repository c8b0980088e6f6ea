import { crewChannelApi, crewDeedsApi, crewsApi } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { acceptRequest, applyToCrew, declineRequest, foundCrew, inviteToCrew } from './membership.service.ts';
import { channelMessages, postCrewMessage, reportCrewMessage, reportCrewText } from './channel.service.ts';
import { launchGroupDeed } from './group-deed-launch.ts';
import { cancelGroupDeed, leaveSeat, planGroupDeed, takeSeat } from './group-deeds.service.ts';
import { groupDeedsView } from './group-deeds.view.ts';
import { buySeat, deposit, withdraw } from './purse.service.ts';
import { leaveCrew, removeMember, setCrewText, setPermissions, setRank } from './ranks.service.ts';
import { crewLog, myCrew, searchCrews } from './view.service.ts';

/** Crews: founding, membership, ranks, the purse and the log (docs/crews.md). */
export function crewsRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, crewsApi.mine, ({ actor }) => myCrew(deps, actor.userId));
  route(app, crewsApi.search, ({ query }) => searchCrews(deps, query.q));
  route(app, crewsApi.log, ({ actor }) => crewLog(deps, actor.userId));
  route(app, crewsApi.found, ({ actor, body }) => foundCrew(deps, actor.userId, body));
  route(app, crewsApi.apply, ({ actor, params }) => applyToCrew(deps, actor.userId, params.id));
  route(app, crewsApi.invite, ({ actor, body }) => inviteToCrew(deps, actor.userId, body.characterId));
  route(app, crewsApi.accept, ({ actor, params }) => acceptRequest(deps, actor.userId, params.id));
  route(app, crewsApi.decline, ({ actor, params }) => declineRequest(deps, actor.userId, params.id));
  route(app, crewsApi.leave, ({ actor }) => leaveCrew(deps, actor.userId));
  route(app, crewsApi.remove, ({ actor, params }) => removeMember(deps, actor.userId, params.characterId));
  route(app, crewsApi.rank, ({ actor, params, body }) => setRank(deps, actor.userId, params.characterId, body.rank));
  route(app, crewsApi.permissions, ({ actor, params, body }) =>
    setPermissions(deps, actor.userId, params.characterId, body.permissions),
  );
  route(app, crewsApi.text, ({ actor, body }) => setCrewText(deps, actor.userId, body.text));
  route(app, crewsApi.deposit, ({ actor, body }) => deposit(deps, actor.userId, body.amount));
  route(app, crewsApi.withdraw, ({ actor, body }) => withdraw(deps, actor.userId, body.amount));
  route(app, crewsApi.seat, ({ actor }) => buySeat(deps, actor.userId));
  route(app, crewChannelApi.list, ({ actor }) => channelMessages(deps, actor.userId));
  route(app, crewChannelApi.post, ({ actor, body }) => postCrewMessage(deps, actor.userId, body.message));
  route(app, crewChannelApi.report, ({ actor, params, body }) => reportCrewMessage(deps, actor, params.id, body.reason));
  route(app, crewChannelApi.reportText, ({ actor, params, body }) => reportCrewText(deps, actor, params.id, body.reason));
  route(app, crewDeedsApi.list, ({ actor }) => groupDeedsView(deps, actor.userId));
  route(app, crewDeedsApi.plan, ({ actor, body }) => planGroupDeed(deps, actor.userId, body.key));
  route(app, crewDeedsApi.take, ({ actor, params }) => takeSeat(deps, actor.userId, params.id, params.seat));
  route(app, crewDeedsApi.leaveSeat, ({ actor, params }) => leaveSeat(deps, actor.userId, params.id));
  route(app, crewDeedsApi.cancel, ({ actor, params }) => cancelGroupDeed(deps, actor.userId, params.id));
  route(app, crewDeedsApi.launch, ({ actor, params }) => launchGroupDeed(deps, actor.userId, params.id));
}
