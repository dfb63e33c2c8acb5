// What other features may use from the payments feature; the rest is its own
// (src/architecture.test.ts). Routes import its files directly.
export { PaymentReceiptDialog } from './components/payment-receipt-dialog';
export { PaymentStatusBadge } from './components/payment-status-badge';
export { PaymentVoidDialog } from './components/payment-void-dialog';
export { chargeLabel } from './lib/charge-label';
