export { deleteMessage, messageById, renameAuthors } from './chat.moderation.ts';
export { chatHiddenAuthorsTable, chatMessagesTable, chatThrottlesTable } from './chat.sql.ts';
