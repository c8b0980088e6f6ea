/**
 * The one PostgreSQL channel every event travels on, as `{"c": channel, "p": payload}`. One
 * LISTEN per instance whatever the number of event kinds, and event names are free text
 * (`chat.message_posted`) instead of SQL identifiers, which the two drivers quote differently.
 * It lives beneath lib/events.ts because the database's own triggers (db/change-notify.ts)
 * publish on it too.
 */
export const EVENTS_PG_CHANNEL = 'tod_events';
