export { type PresenceOptions, defaultPresenceOptions } from './presence.hub.ts';
export { PRESENCE_CHANGED, announcePresence } from './presence.service.ts';
