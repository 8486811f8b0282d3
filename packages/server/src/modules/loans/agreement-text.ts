import fontkit from '@pdf-lib/fontkit';
import {
  beginText,
  endText,
  PDFHexString,
  popGraphicsState,
  pushGraphicsState,
  setFillingRgbColor,
  setFontAndSize,
  setTextMatrix,
  showText,
  type PDFDocument,
  type PDFFont,
  type PDFOperator,
  type PDFPage,
} from 'pdf-lib';
import { nameFonts, textRuns, type NameFont } from '../../core/pdf-fonts.ts';

/** The fonts one document draws customers' text with: Helvetica, and the fallbacks its texts need. */
export interface CustomerTextFonts {
  standard: PDFFont;
  fallbacks: NameFont[];
  embedded: Map<number, PDFFont>;
}

/**
 * Embeds (as subsets: only the glyphs drawn) the fallback fonts that the given texts need, and no
 * other: a Latin-1 name adds nothing to the file. pdf-lib is handed the fonts parsed once at load,
 * so a document does not parse a 10 MB font again.
 */
export async function embedCustomerTextFonts(
  doc: PDFDocument,
  standard: PDFFont,
  texts: string[],
): Promise<CustomerTextFonts> {
  const fallbacks = await nameFonts();
  const needed = new Set(texts.flatMap((text) => textRuns(text, fallbacks).map((run) => run.font)));
  doc.registerFontkit({
    create: (bytes, postscriptName) =>
      fallbacks.find((font) => font.bytes === bytes)?.parsed ?? fontkit.create(bytes, postscriptName),
  });
  const embedded = new Map<number, PDFFont>();
  for (const [index, font] of fallbacks.entries()) {
    if (needed.has(index)) embedded.set(index, await doc.embedFont(font.bytes, { subset: true }));
  }
  return { standard, fallbacks, embedded };
}

/**
 * Draws a text run by run, each with the first font that has its characters, moving right by each
 * run's width. Helvetica runs are plain text; a fallback run is laid out by fontkit (shaped, and a
 * right-to-left run such as Arabic in visual order) and each glyph placed where the layout puts
 * it, since pdf-lib alone would drop the offsets that seat Arabic's dots and marks on their letters.
 */
export function drawCustomerText(
  page: PDFPage,
  text: string,
  at: { x: number; y: number; size: number },
  fonts: CustomerTextFonts,
): void {
  let { x } = at;
  for (const run of textRuns(text, fonts.fallbacks)) {
    if (run.font === 'standard') {
      page.drawText(run.text, { x, y: at.y, size: at.size, font: fonts.standard });
      x += fonts.standard.widthOfTextAtSize(run.text, at.size);
      continue;
    }
    const pdfFont = fonts.embedded.get(run.font);
    const parsed = fonts.fallbacks[run.font]?.parsed;
    if (pdfFont && parsed) x += drawLaidOut(page, run.text, { ...at, x }, pdfFont, parsed);
  }
}

/** One run's glyphs at their laid-out positions; returns the run's width. */
function drawLaidOut(
  page: PDFPage,
  text: string,
  at: { x: number; y: number; size: number },
  pdfFont: PDFFont,
  parsed: NameFont['parsed'],
): number {
  const { positions } = parsed.layout(text);
  // The same font object and features lay the text out the same way: one 4-digit glyph id each.
  const ids = pdfFont.encodeText(text).asString().match(/.{4}/g) ?? [];
  const unit = at.size / parsed.unitsPerEm;
  const operators: PDFOperator[] = [
    pushGraphicsState(),
    beginText(),
    setFillingRgbColor(0, 0, 0),
    setFontAndSize(page.node.newFontDictionary(pdfFont.name, pdfFont.ref), at.size),
  ];
  let pen = 0;
  ids.forEach((id, index) => {
    const position = positions[index];
    if (!position) return;
    const glyphX = at.x + (pen + position.xOffset) * unit;
    operators.push(setTextMatrix(1, 0, 0, 1, glyphX, at.y + position.yOffset * unit));
    operators.push(showText(PDFHexString.of(id)));
    pen += position.xAdvance;
  });
  page.pushOperators(...operators, endText(), popGraphicsState());
  return pen * unit;
}
