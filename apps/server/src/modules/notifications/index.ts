export { cancelDue, type Due, scheduleDue, scheduleDueForWhen, scheduleDueWhen } from './due.service.ts';
export { type DispatchJob, LOOKING_WINDOW_MS, runDueNotifications } from './dispatcher.ts';
export { broadcast } from './notifications.service.ts';
export { dueNotificationsTable, pushSubscriptionsTable } from './notifications.sql.ts';
export { ensureVapidKeys } from './vapid.ts';
