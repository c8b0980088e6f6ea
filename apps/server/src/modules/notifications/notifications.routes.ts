import { notificationsApi } from '@tod/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { route } from '../../lib/route.ts';
import { type DispatchJob, Dispatcher, pushBacklog } from './dispatcher.ts';
import { getPreferences, savePreferences, sendTest, subscribe, unsubscribe } from './notifications.service.ts';
import { ensureVapidKeys, type VapidKeys } from './vapid.ts';

export interface NotificationsOptions {
  /** Run the dispatcher loop (tests drive `runDueNotifications` by hand instead). */
  loop?: boolean;
  /** Upper modules' work on the dispatcher's beat (app.ts: quest reminders, the chronicle's digest). */
  jobs?: readonly DispatchJob[];
}

export function notificationsRoutes(app: FastifyInstance, deps: Deps, options: NotificationsOptions = {}): void {
  let vapid: VapidKeys | null = null;
  const keys = () => {
    if (!vapid) throw new Error('VAPID keys are read at start-up');
    return vapid;
  };
  const dispatcher = new Dispatcher(deps, keys, app.log, options.jobs);
  app.addHook('onReady', async () => {
    vapid = await ensureVapidKeys(deps.db, deps.clock.now());
    if (options.loop !== false) dispatcher.start();
  });
  app.addHook('preClose', async () => dispatcher.stop());
  deps.metrics.gauge(
    'tod_push_backlog',
    'Due push notifications whose time has come, not yet claimed by any instance (the push queue; shared by all instances).',
    () => pushBacklog(deps.db, deps.clock.now()),
  );

  route(app, notificationsApi.vapidPublicKey, async () => ({ publicKey: keys().publicKey }));
  route(app, notificationsApi.subscribe, async ({ actor, body }) => subscribe(deps, actor.userId, body));
  route(app, notificationsApi.unsubscribe, async ({ actor, body }) => unsubscribe(deps.db, actor.userId, body.endpoint));
  route(app, notificationsApi.preferences, async ({ actor }) => getPreferences(deps.db, actor.userId));
  route(app, notificationsApi.savePreferences, async ({ actor, body }) => savePreferences(deps.db, actor.userId, body));
  route(app, notificationsApi.test, async ({ actor }) => sendTest(deps, keys(), actor.userId));
}
