export { deleteMessage, messageById, renameAuthors } from './chat.moderation.ts';
export { chatHiddenAuthorsTable, chatMessagesTable, chatThrottlesTable } from './chat.sql.ts';
export { hideAuthor, unhideAuthor } from './chat.moderation.ts';
export type { ChatFeed } from './chat.feed.ts';
