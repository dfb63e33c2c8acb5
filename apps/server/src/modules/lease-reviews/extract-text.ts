import { AppError } from '@rentwise/core/errors';
import { extractText, getDocumentProxy } from 'unpdf';

/** Past this, a document is not a lease (and reading it would hold the process too long). */
export const MAX_REVIEW_PAGES = 100;
export const MAX_REVIEW_CHARACTERS = 400_000;

const notReadable = () =>
  new AppError('UNPROCESSABLE', 'The document has no text to read (a scanned PDF needs a text layer)', {
    key: 'errors:leaseReview.noText',
  });

/**
 * The text of a stored document, page by page: a PDF's text layer (unpdf, Mozilla's PDF.js built
 * for servers: no native code, nothing fetched), or a text file cut at form feeds. Other types → 415.
 */
export async function extractPages(bytes: Uint8Array, contentType: string): Promise<string[]> {
  let pages: string[];
  if (contentType === 'text/plain') {
    pages = new TextDecoder('utf-8').decode(bytes).split('\f');
  } else if (contentType === 'application/pdf') {
    try {
      const pdf = await getDocumentProxy(bytes);
      if (pdf.numPages > MAX_REVIEW_PAGES) {
        throw new AppError('UNPROCESSABLE', `A lease to review has at most ${MAX_REVIEW_PAGES} pages`, {
          key: 'errors:leaseReview.tooManyPages',
          params: { count: MAX_REVIEW_PAGES },
        });
      }
      pages = (await extractText(pdf, { mergePages: false })).text;
    } catch (error) {
      if (error instanceof AppError) throw error;
      // A damaged or encrypted PDF is the file's problem, not the server's.
      throw new AppError('UNPROCESSABLE', 'The PDF could not be read', {
        key: 'errors:leaseReview.unreadablePdf',
      });
    }
  } else {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Only a PDF or a text file can be reviewed', {
      key: 'errors:leaseReview.fileType',
    });
  }
  const characters = pages.reduce((sum, page) => sum + page.length, 0);
  if (characters > MAX_REVIEW_CHARACTERS) {
    throw new AppError('UNPROCESSABLE', 'The document is too long to be a lease', {
      key: 'errors:leaseReview.tooLong',
    });
  }
  if (pages.join('').trim() === '') throw notReadable();
  return pages.slice(0, MAX_REVIEW_PAGES);
}
