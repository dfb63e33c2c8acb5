import PDFDocument from 'pdfkit';

/**
 * The organisation's header at the top of every PDF it sends (issue 19 item 1): its logo when it
 * has one, its name beside it. The owner statement, the five reports and the lease documents draw
 * it with this one function.
 */

/** What a PDF needs to show whose document it is. */
export interface PdfBrand {
  name: string;
  /** The logo's bytes (PNG or JPEG), or null. */
  logo: Buffer | null;
}

/** The PDF standard fonts are WinAnsi: Intl's narrow no-break spaces become plain no-break ones. */
const winAnsi = (text: string) => text.replace(/[\u202f\u2009]/g, '\u00a0');

/** The logo's box, in points: a wide logo is at most 140 wide, a tall one at most 44 high. */
const LOGO_BOX = { width: 140, height: 44 };

interface OpenedImage {
  width: number;
  height: number;
}
type WithOpenImage = PDFKit.PDFDocument & { openImage(src: Buffer): OpenedImage };

/**
 * Draws the header at the current position (the page's top): the logo scaled into its box, then
 * the name in the accent colour, vertically centred on it. Leaves `doc.y` below the header. A
 * logo pdfkit cannot read (checked at upload, so only a damaged file) is left out, never an error.
 */
export function drawOrgHeader(doc: PDFKit.PDFDocument, brand: PdfBrand, options: { fontSize?: number } = {}) {
  const fontSize = options.fontSize ?? 11;
  const left = doc.page.margins.left;
  const top = doc.y;
  const name = winAnsi(brand.name || 'Rentwise');
  let image: OpenedImage | null = null;
  if (brand.logo) {
    try {
      image = (doc as WithOpenImage).openImage(brand.logo);
    } catch {
      image = null;
    }
  }
  doc.font('Helvetica-Bold').fontSize(fontSize).fillColor('#2563eb');
  if (!image) {
    doc.text(name, left, top);
    return;
  }
  const scale = Math.min(LOGO_BOX.width / image.width, LOGO_BOX.height / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  doc.image(image as never, left, top, { width, height });
  const textHeight = doc.currentLineHeight();
  doc.text(name, left + width + 12, top + Math.max(0, (height - textHeight) / 2), {
    width: doc.page.width - doc.page.margins.right - (left + width + 12),
    lineBreak: false,
  });
  doc.x = left;
  doc.y = top + Math.max(height, textHeight) + 4;
}

/**
 * Whether pdfkit can draw these bytes (an upload's check, beyond the sniffed type): a PNG or JPEG
 * whose header is damaged, or a format variant pdfkit does not read, is refused at upload.
 */
export async function isDrawableImage(bytes: Buffer): Promise<boolean> {
  const doc = new PDFDocument({ size: [200, 200], margin: 0 });
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.on('data', () => {});
  try {
    doc.image(bytes, 0, 0, { fit: [100, 100] });
    doc.end();
    await done;
    return true;
  } catch {
    return false;
  }
}
