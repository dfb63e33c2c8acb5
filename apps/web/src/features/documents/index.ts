// What other features may use from the documents feature; the rest is its own
// (src/architecture.test.ts). Routes import its files directly.
export { LeaseDocuments } from './components/lease-documents';
