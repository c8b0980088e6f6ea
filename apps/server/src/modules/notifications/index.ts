export { cancelDue, type Due, scheduleDue, scheduleDueForWhen, scheduleDueWhen } from './due.service.ts';
export { LOOKING_WINDOW_MS, runDueNotifications } from './dispatcher.ts';
export { dueNotificationsTable, pushSubscriptionsTable } from './notifications.sql.ts';
export { ensureVapidKeys } from './vapid.ts';
