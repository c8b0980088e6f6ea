export * from './accounts.ts';
export * from './admin.ts';
export * from './chat.ts';
export * from './characters.ts';
export * from './common.ts';
export * from './crews.ts';
export * from './deeds.ts';
export * from './deeds-admin.ts';
export * from './errors.ts';
export * from './gameplay.ts';
export * from './health.ts';
export * from './home.ts';
export * from './leaderboard.ts';
export * from './limits.ts';
export * from './moderation.ts';
export * from './http.ts';
export * from './journal.ts';
export * from './notifications.ts';
export * from './presence.ts';
export * from './text.ts';
export * from './ticker.ts';
export * from './training.ts';
export * from './world.ts';

/** Where the web client finds the API (one origin; see docs/product-rules.md#system-shape). */
export const API_BASE = '/api';
