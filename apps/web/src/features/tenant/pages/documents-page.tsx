// The tenant's Documents page lives with the documents feature; the route keeps this path.
export { default } from '@/features/documents/pages/tenant-documents-page';
