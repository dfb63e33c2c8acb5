/** The signatures feature's public file (issue 21): what pages and other features may use. */
export { SignatureRequestsPanel } from './components/signature-requests-panel';
export { TenantSignaturesCard } from './components/tenant-signatures-card';
