// What other features may use from the documents feature; the rest is its own
// (src/architecture.test.ts). Routes import its files directly.

export { documentFile } from '@/lib/open-file';
export { useDocuments } from './api/get-documents';
export { uploadDocument } from './api/upload-document';
export { FileButtons } from './components/file-buttons';
