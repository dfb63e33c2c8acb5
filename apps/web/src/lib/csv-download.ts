import { toCsv } from '@rentwise/core/imports/values';
import { isValidElement, type ReactNode } from 'react';
import { saveBlob } from './open-file';

/**
 * The text a cell shows, read from its React tree (strings, numbers, and the children of elements):
 * what the person sees in a plain cell. A component that draws its own text from props (a badge)
 * shows nothing here: its column gives a `csv` value instead.
 */
export function nodeText(node: ReactNode): string {
  return readText(node).replace(/\s+/g, ' ').trim();
}

function readText(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  // Sibling parts (a name and its badge, an email and a phone line) are read with a space between.
  if (Array.isArray(node)) return node.map(readText).join(' ');
  if (isValidElement<{ children?: ReactNode }>(node)) return readText(node.props.children);
  return '';
}

/**
 * Saves rows as a CSV file (decision 031): the core writer (`toCsv`: RFC 4180, a UTF-8 BOM, and
 * cells a spreadsheet would evaluate — = + - @ — escaped with an apostrophe).
 */
export function downloadCsv(
  fileName: string,
  rows: readonly (readonly (string | number | null | undefined)[])[],
): void {
  saveBlob(new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' }), fileName);
}
