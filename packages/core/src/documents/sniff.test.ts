import { describe, expect, it } from 'vitest';
import { cleanDocumentName, downloadFileName, isViewableInline, sniffContentType } from './sniff';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('sniffContentType', () => {
  it('recognises the accepted types by their signatures', () => {
    expect(sniffContentType(bytes('%PDF-1.7\n...'))).toBe('application/pdf');
    expect(sniffContentType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
    expect(sniffContentType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('image/jpeg');
    expect(sniffContentType(bytes('RIFF\x24\x00\x00\x00WEBPVP8 '))).toBe('image/webp');
    expect(sniffContentType(bytes('Rent is due on the 1st.\r\nThank you — Éloïse\n'))).toBe('text/plain');
  });

  it('refuses executables, markup, binary data, other RIFF files and empty files', () => {
    expect(sniffContentType(bytes('MZ\x90\x00\x03'))).toBeNull();
    expect(sniffContentType(new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1]))).toBeNull(); // ELF
    expect(sniffContentType(bytes('<!DOCTYPE html><html><body>hi</body></html>'))).toBeNull();
    expect(sniffContentType(bytes('\uFEFF  <svg onload="alert(1)"/>'))).toBeNull();
    expect(sniffContentType(bytes('Hello\n<script>alert(1)</script>'))).toBeNull();
    expect(sniffContentType(bytes('PK\x03\x04zip'))).toBeNull();
    expect(sniffContentType(bytes('RIFF\x24\x00\x00\x00WAVEfmt '))).toBeNull();
    expect(sniffContentType(new Uint8Array([0xc3, 0x28]))).toBeNull(); // invalid UTF-8
    expect(sniffContentType(new Uint8Array([]))).toBeNull();
  });
});

describe('names', () => {
  it('keeps only the base name without control characters', () => {
    expect(cleanDocumentName('C:\\fakepath\\lease 2026.pdf')).toBe('lease 2026.pdf');
    expect(cleanDocumentName('../../etc/passwd')).toBe('passwd');
    expect(cleanDocumentName('a\r\nb\u0000.txt')).toBe('ab.txt');
  });

  it('gives a download the extension of its real type', () => {
    expect(downloadFileName('Lease agreement', 'application/pdf')).toBe('Lease agreement.pdf');
    expect(downloadFileName('photo.PNG', 'image/png')).toBe('photo.PNG');
    expect(downloadFileName('invoice.pdf', 'image/jpeg')).toBe('invoice.pdf.jpg');
    expect(downloadFileName('', 'text/plain')).toBe('document.txt');
  });

  it('shows only PDFs and images inline', () => {
    expect(isViewableInline('application/pdf')).toBe(true);
    expect(isViewableInline('image/webp')).toBe(true);
    expect(isViewableInline('text/plain')).toBe(false);
  });
});
