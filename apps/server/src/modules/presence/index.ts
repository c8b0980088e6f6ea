export type { PresenceLeaves, PresenceOptions } from './presence.hub.ts';
export { announcePresence } from './presence.service.ts';
