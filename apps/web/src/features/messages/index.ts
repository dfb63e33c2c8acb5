// What other features may use from the messages feature; the rest is its own
// (src/architecture.test.ts). Routes import its files directly.
export { UnreadMessagesBadge } from './components/unread-messages-badge';
