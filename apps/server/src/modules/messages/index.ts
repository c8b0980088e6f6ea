export { conversationMembersTable, conversationsTable, directMessagesTable } from './messages.sql.ts';
export { pruneMessages } from './messages.service.ts';
