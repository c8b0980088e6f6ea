// Every table, for drizzle-kit and the typed client. Each module owns (and alone writes) its own.
export * from '../modules/accounts/accounts.sql.ts';
export * from '../modules/admin/admin.sql.ts';
export * from '../modules/chat/chat.sql.ts';
export * from '../modules/characters/characters.sql.ts';
export * from '../modules/deeds/deeds.sql.ts';
export * from '../modules/home/home.sql.ts';
export * from '../modules/presence/presence.sql.ts';
export * from '../modules/resources/resources.sql.ts';
export * from '../modules/ticker/ticker.sql.ts';
export * from '../modules/training/training.sql.ts';
export * from '../modules/world/world.sql.ts';
export * from './seed.sql.ts';
