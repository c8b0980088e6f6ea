// Every table, for drizzle-kit only (drizzle.config.ts): the app's code imports each table from the module that owns it.
// It sits above db/ and the modules because it gathers them; see docs/decisions/0023-server-seams.md.
export * from './modules/accounts/accounts.sql.ts';
export * from './modules/admin/admin.sql.ts';
export * from './modules/apikeys/apikeys.sql.ts';
export * from './modules/chat/chat.sql.ts';
export * from './modules/crews/crews.sql.ts';
export * from './modules/characters/characters.sql.ts';
export * from './modules/contacts/contacts.sql.ts';
export * from './modules/chronicle/chronicle.sql.ts';
export * from './modules/deeds/deeds.sql.ts';
export * from './modules/economy/economy.sql.ts';
export * from './modules/fairplay/fairplay.sql.ts';
export * from './modules/equipment/equipment.sql.ts';
export * from './modules/gameplay/gameplay.sql.ts';
export * from './modules/home/home.sql.ts';
export * from './modules/journal/journal.sql.ts';
export * from './modules/notifications/notifications.sql.ts';
export * from './modules/limits/limits.sql.ts';
export * from './modules/messages/messages.sql.ts';
export * from './modules/moderation/moderation.sql.ts';
export * from './modules/sanctions/sanctions.sql.ts';
export * from './modules/quests/quests.sql.ts';
export * from './modules/resources/resources.sql.ts';
export * from './modules/ticker/ticker.sql.ts';
export * from './modules/training/training.sql.ts';
export * from './modules/world/world.sql.ts';
export * from './db/seed.sql.ts';
