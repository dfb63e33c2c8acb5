// What other features may use from the documents feature; the rest is its own
// (src/architecture.test.ts). Routes import its files directly.
export { useDocuments } from './api/get-documents';
export { documentFile } from './api/open-file';
export { uploadDocument } from './api/upload-document';
export { FileButtons } from './components/file-buttons';
