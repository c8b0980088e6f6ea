export * from './accounts.ts';
export * from './admin.ts';
export * from './chat.ts';
export * from './characters.ts';
export * from './common.ts';
export * from './deeds.ts';
export * from './errors.ts';
export * from './gameplay.ts';
export * from './health.ts';
export * from './home.ts';
export * from './http.ts';
export * from './presence.ts';
export * from './ticker.ts';
export * from './training.ts';
export * from './world.ts';

/** Where the web client finds the API (one origin; see decisions §1). */
export const API_BASE = '/api';
