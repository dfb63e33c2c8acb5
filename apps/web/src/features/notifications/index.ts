// What other features may use from the notifications feature; the rest is its own
// (src/architecture.test.ts). Routes import its files directly.
export { useNotificationsPage } from './api/get-notifications-page';
export { NotificationTypeIcon } from './components/notification-type-icon';
export { useNotificationText } from './notification-text';
