/** One sentence of a document, as it is written (whitespace runs made single spaces), and its page. */
export interface Sentence {
  text: string;
  page: number;
  /** A heading ("4. SECURITY DEPOSIT"): it names a clause but says nothing, so findings skip it. */
  heading: boolean;
}

/**
 * A line in capitals ("2. SECURITY DEPOSIT", "ARTICLE 3 - LOYER") is a heading: a sentence of its
 * own, never glued to the clause under it. PDF text layers give no blank line between a heading and
 * its paragraph, so this is what keeps a quote to the clause itself.
 */
function isHeading(line: string): boolean {
  const letters = line.replace(/[^\p{L}]/gu, '');
  return letters.length >= 3 && line.length <= 80 && letters === letters.toUpperCase();
}

// Ends a sentence: . ! or ? then a space and something that can start one. "$1,450.00" and
// "art. 7-1" have no space and capital after the point, so they stay whole.
const BOUNDARY = /(?<=[.!?])\s+(?=[\p{Lu}\d"«(“])/u;
// "Mr. Smith", "Peak Rentals Inc. (the Landlord)", "M. Morel": a point that does not end the sentence.
const ABBREVIATION =
  /(?:\b(?:Mr|Mrs|Ms|Dr|St|No|M|Mme|Me|art|Art|etc|p|ex|Inc|Ltd|Co|Corp)\.|^\d{1,2}\.|\b[A-Z]\.)$/;

function splitBlock(block: string): string[] {
  const parts = block.split(BOUNDARY);
  const sentences: string[] = [];
  for (const part of parts) {
    const previous = sentences.at(-1);
    // "Mr. Smith", "No. 4", clause numbers "3. The tenant…": not the end of a sentence.
    if (previous !== undefined && ABBREVIATION.test(previous))
      sentences[sentences.length - 1] = `${previous} ${part}`;
    else sentences.push(part);
  }
  return sentences;
}

/**
 * The sentences of a document given page by page (a PDF's text layer, or a text file cut at form
 * feeds). Line breaks inside a paragraph are wrapping, not boundaries; blank lines and headings are.
 */
export function splitSentences(pages: string[]): Sentence[] {
  const sentences: Sentence[] = [];
  pages.forEach((pageText, index) => {
    const blocks: { text: string; heading: boolean }[] = [];
    let current: string[] = [];
    const flush = () => {
      if (current.length > 0) blocks.push({ text: current.join(' '), heading: false });
      current = [];
    };
    for (const rawLine of pageText.split(/\r?\n/)) {
      const line = rawLine.replace(/\s+/g, ' ').trim();
      if (line === '') flush();
      else if (isHeading(line)) {
        flush();
        blocks.push({ text: line, heading: true });
      } else current.push(line);
    }
    flush();
    for (const block of blocks) {
      for (const text of splitBlock(block.text)) {
        const trimmed = text.trim();
        if (trimmed !== '') sentences.push({ text: trimmed, page: index + 1, heading: block.heading });
      }
    }
  });
  return sentences;
}

const FRENCH = /\b(?:le|la|les|des|du|est|sont|locataire|bailleur|loyer|pour|dans|une|au|aux)\b/gi;
const ENGLISH = /\b(?:the|of|and|is|are|tenant|landlord|rent|for|in|shall|to|a)\b/gi;

/** English or French, by which language's common words the text uses more. */
export function detectLanguage(text: string): 'en' | 'fr' {
  const french = text.match(FRENCH)?.length ?? 0;
  const english = text.match(ENGLISH)?.length ?? 0;
  return french > english ? 'fr' : 'en';
}
