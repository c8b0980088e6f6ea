export { CHAT_MESSAGE_POSTED } from './chat.service.ts';
export { chatMessagesTable, chatThrottlesTable } from './chat.sql.ts';
