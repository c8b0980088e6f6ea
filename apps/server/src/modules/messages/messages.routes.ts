import { messagesApi } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { livingCharacterOfActor } from '../characters/index.ts';
import { reportMessage } from './messages.report.ts';
import { sendMessage } from './messages.send.ts';
import {
  deleteConversation,
  keepConversation,
  listConversations,
  markRead,
  readConversation,
  unreadCount,
} from './messages.service.ts';

export function messagesRoutes(app: FastifyInstance, deps: Deps): void {
  route(app, messagesApi.list, ({ actor }) => listConversations(deps, livingCharacterOfActor(actor)));
  route(app, messagesApi.unread, ({ actor }) => unreadCount(deps, livingCharacterOfActor(actor)));
  route(app, messagesApi.send, ({ actor, params, body }) => sendMessage(deps, actor.userId, params.id, body.message));
  route(app, messagesApi.read, ({ actor, params, query }) => readConversation(deps, actor.userId, params.id, query.before));
  route(app, messagesApi.markRead, ({ actor, params }) => markRead(deps, actor.userId, params.id));
  route(app, messagesApi.keep, ({ actor, params, body }) => keepConversation(deps, actor.userId, params.id, body.kept));
  route(app, messagesApi.report, ({ actor, params, body }) => reportMessage(deps, actor, params.id, body.reason));
  route(app, messagesApi.remove, ({ actor, params }) => deleteConversation(deps, actor.userId, params.id));
}
