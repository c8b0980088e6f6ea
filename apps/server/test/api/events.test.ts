import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { EVENTS_PG_CHANNEL } from '../../src/db/events-channel.ts';
import { createEventBus, type EventBus } from '../../src/lib/events.ts';
import { freshDatabase } from '../kit.ts';

let database: Database;
let bus: EventBus;
beforeAll(async () => {
  database = await freshDatabase();
  bus = createEventBus(database);
});
afterAll(async () => {
  await bus.close();
  await database.close();
});

/** Resolves once `check` holds (the NOTIFY comes back through LISTEN), or fails after a while. */
async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 25));
  expect(check()).toBe(true);
}

it('hands listeners the payload the catalogue describes, and hands anything else to onInvalid only', async () => {
  const heard: number[] = [];
  const invalid: unknown[] = [];
  const unlisten = await bus.subscribe(
    'chat.message_deleted',
    ({ id }) => heard.push(id),
    (payload) => invalid.push(payload),
  );
  // As another instance (or anyone who can NOTIFY on the channel) might send them.
  const raw = (p: unknown) =>
    database.query('SELECT pg_notify($1, $2)', [EVENTS_PG_CHANNEL, JSON.stringify({ c: 'chat.message_deleted', p })]);
  await raw({ id: 'seven' });
  await raw({ id: -1 });
  await raw({ c: 'unknown' });
  await bus.publish('chat.message_deleted', { id: 7 });
  await until(() => heard.length === 1);
  expect(heard).toEqual([7]);
  expect(invalid).toEqual([{ id: 'seven' }, { id: -1 }, { c: 'unknown' }]);
  await unlisten();
});

it('ignores events the catalogue does not name', async () => {
  const heard: unknown[] = [];
  const unlisten = await bus.subscribe('presence.changed', (p) => heard.push(p));
  await database.query('SELECT pg_notify($1, $2)', [EVENTS_PG_CHANNEL, JSON.stringify({ c: 'presence.gone', p: {} })]);
  await bus.publish('presence.changed', {});
  await until(() => heard.length === 1);
  expect(heard).toEqual([{}]);
  await unlisten();
});
