import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition';

describe('contentDisposition', () => {
  it('gives an ASCII filename and the exact name in filename*', () => {
    expect(contentDisposition('attachment', 'Reçu "mai"; été.pdf')).toBe(
      `attachment; filename="Recu _mai__ ete.pdf"; filename*=UTF-8''Re%C3%A7u%20%22mai%22%3B%20%C3%A9t%C3%A9.pdf`,
    );
  });

  it('keeps a plain ASCII name as is, and never lets CR/LF into the header', () => {
    // A token needs no quotes (RFC 6266).
    expect(contentDisposition('inline', 'p.png')).toBe('inline; filename=p.png');
    expect(contentDisposition('attachment', 'a\r\nX-Evil: 1')).not.toMatch(/[\r\n]/);
  });
});
