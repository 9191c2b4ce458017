// notifications: the live member events (platform src/platform/notifications, routes/notifications.ts):
// toasts and the unread count while a real member is signed in; loaded only once someone signs in.
export { eventText, type EventMessage } from './event-text.ts';
export const loadNotificationToasts = () => import('./NotificationToasts.tsx');
