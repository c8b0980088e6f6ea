import { contactsApi } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import type { ChatFeed } from '../chat/index.ts';
import { ContactsLive } from './contacts.live.ts';
import { endPartner, proposePartner } from './contacts.partner.ts';
import { addToList, befriend, contactLists, removeFromList, unfriend } from './contacts.service.ts';

/** Binds the contacts calls; the answer is the live status pusher, for app.ts to hand the presence hub. */
export function contactsRoutes(app: FastifyInstance, deps: Deps, feed: ChatFeed): ContactsLive {
  const live = new ContactsLive(deps, feed, app.log);
  app.addHook('onReady', () => live.start());
  app.addHook('onClose', () => live.close());

  route(app, contactsApi.list, ({ actor }) => contactLists(deps, actor.userId));
  route(app, contactsApi.befriend, ({ actor, params }) => befriend(deps, actor.userId, params.id));
  route(app, contactsApi.unfriend, ({ actor, params }) => unfriend(deps, actor.userId, params.id));
  route(app, contactsApi.addRival, ({ actor, params }) => addToList(deps, actor.userId, params.id, 'rival'));
  route(app, contactsApi.removeRival, ({ actor, params }) => removeFromList(deps, actor.userId, params.id, 'rival'));
  route(app, contactsApi.block, ({ actor, params }) => addToList(deps, actor.userId, params.id, 'block'));
  route(app, contactsApi.unblock, ({ actor, params }) => removeFromList(deps, actor.userId, params.id, 'block'));
  route(app, contactsApi.partner, ({ actor, params }) => proposePartner(deps, actor.userId, params.id));
  route(app, contactsApi.unpartner, ({ actor, params }) => endPartner(deps, actor.userId, params.id));
  return live;
}
