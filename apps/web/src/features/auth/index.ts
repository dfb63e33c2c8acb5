// What other features may use from the auth feature; the rest is its own
// (src/architecture.test.ts). Routes import its files directly.
export { useAuth } from './auth-provider';
export { LogoutButton } from './components/logout-button';
export { SESSION_STORAGE_KEY } from './lib/auth-store';
