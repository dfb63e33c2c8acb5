import { AppError } from '@rentwise/core/errors';
import { CsvError, parse } from 'csv-parse/sync';

/** More rows than any portfolio we import at once (the bench's 2,000 units is a tenth of it). */
export const MAX_IMPORT_ROWS = 20_000;

export interface CsvFile {
  delimiter: ',' | ';';
  header: string[];
  /** Data rows, each with the line of the file it starts on (the header is line 1). */
  rows: { rowNumber: number; cells: string[] }[];
}

/**
 * The file's text: UTF-8, or Windows-1252 when it is not valid UTF-8 (a French Excel's "CSV"
 * export). Bytes a text file never holds (NUL), or a ZIP/PDF signature, mean it is not CSV: 415.
 */
function decode(bytes: Buffer): string {
  const head = bytes.subarray(0, 8192);
  const signature = bytes.subarray(0, 4).toString('latin1');
  if (head.includes(0) || signature.startsWith('PK\u0003\u0004') || signature === '%PDF') {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The file is not a CSV text file', {
      key: 'errors:imports.notCsv',
      details: { file: 'imports:file.notCsv' },
    });
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** `;` when the header line has more semicolons than commas outside quotes (Excel in French), else `,`. */
function detectDelimiter(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas++;
    else if (!quoted && char === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

const emptyFile = () =>
  new AppError('VALIDATION_FAILED', 'The file has no rows', { details: { file: 'imports:file.empty' } });

/**
 * Reads an uploaded CSV with csv-parse (quoted fields, quoted newlines, doubled quotes, a BOM).
 * Lines with nothing in them are skipped; an empty file, or a header alone, is a 400.
 */
export function readCsv(bytes: Buffer): CsvFile {
  if (bytes.length === 0) throw emptyFile();
  const text = decode(bytes).replace(/^\ufeff/, '');
  const delimiter = detectDelimiter(text);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter,
      bom: true,
      info: true,
      relax_column_count: true,
      // A quote inside an unquoted cell (=HYPERLINK("…")) is kept as text, not a reason to refuse the file.
      relax_quotes: true,
      skip_empty_lines: true,
      max_record_size: 100_000,
      to: MAX_IMPORT_ROWS + 1,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    if (error instanceof CsvError) {
      throw new AppError('VALIDATION_FAILED', `The CSV could not be read: ${error.message}`, {
        details: { file: 'imports:file.malformed' },
      });
    }
    throw error;
  }
  const [first, ...rest] = records.filter((r) => r.record.some((cell) => cell.trim() !== ''));
  if (!first || rest.length === 0) throw emptyFile();
  // `lines` is the record's last line: its first is that less the line breaks inside its cells.
  const rows = rest.map(({ record, info }) => ({
    rowNumber: info.lines - record.reduce((sum, cell) => sum + (cell.match(/\n/g)?.length ?? 0), 0),
    cells: record,
  }));
  return { delimiter, header: first.record.map((cell) => cell.trim()), rows };
}
