import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { Font } from '@pdf-lib/fontkit';

/**
 * The fonts that print customers' own words (their verified name) in generated PDFs, in the order
 * a character looks for a glyph. Helvetica, the standard font, comes before them for what it
 * draws (WinAnsi); these come from npm packages (SIL Open Font License 1.1), so nothing is
 * downloaded at run time. One regular weight each: Noto Sans (Latin, Cyrillic, Greek), IBM Plex
 * Sans Arabic, Noto Sans SC (Han, simplified and traditional, and Japanese kana), Noto Sans KR
 * (Hangul). Plex rather than Noto for Arabic: Noto draws ب ت ث ن ي with one dotless shape plus
 * dots, so a PDF's glyph-to-text map cannot tell them apart and copied text comes out wrong;
 * Plex has a glyph per letter and form.
 */
const NAME_FONT_FILES = [
  '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  '@expo-google-fonts/ibm-plex-sans-arabic/400Regular/IBMPlexSansArabic_400Regular.ttf',
  '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  '@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf',
] as const;

/** What Helvetica (WinAnsi) draws of the characters a name holds: printable ASCII and Latin-1. */
const STANDARD_FONT_CHARACTER = /^[\x20-\x7e\u00a0-\u00ff]$/;

export interface NameFont {
  /** The file, read once: what a document embeds (subset). */
  bytes: Uint8Array;
  /** The same file parsed once: asked which characters it has, and handed to pdf-lib to embed. */
  parsed: Font;
}

let loading: Promise<NameFont[]> | undefined;

/**
 * The fallback fonts, read and parsed on first use (the first agreement or KYC submission) and
 * kept: the four files are about 17 MB, so no request pays for them twice.
 */
export function nameFonts(): Promise<NameFont[]> {
  loading ??= Promise.all(
    NAME_FONT_FILES.map(async (file) => {
      const bytes = new Uint8Array(await readFile(createRequire(import.meta.url).resolve(file)));
      return { bytes, parsed: withEvenGlyphSubsets(fontkit.create(bytes)) };
    }),
  ).catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return loading;
}

/** What fontkit's TrueType subset keeps while it copies glyphs (not in its published types). */
interface TrueTypeSubsetInternals {
  glyf: Uint8Array[];
  offset: number;
  _addGlyph(glyphId: number): number;
}

/**
 * fontkit copies each glyph's bytes into a subset as they are, and a small subset's index (loca)
 * stores offsets halved: a glyph of odd length loses its last byte, and every glyph after it
 * starts a byte off, so they draw nothing (준 in 김민준, from Noto Sans KR, did). Padding each
 * glyph to an even length, as the TrueType format expects, keeps every offset whole.
 */
function withEvenGlyphSubsets(font: Font): Font {
  const createSubset = font.createSubset.bind(font);
  font.createSubset = () => {
    const subset = createSubset();
    const internals = subset as unknown as TrueTypeSubsetInternals;
    const addGlyph = internals._addGlyph.bind(subset);
    internals._addGlyph = (glyphId) => {
      const index = addGlyph(glyphId);
      const glyph = internals.glyf[index];
      if (glyph && glyph.length % 2 === 1) {
        // fontkit's own (bundled) Buffer class: its encoder takes no other kind of chunk.
        const padded = (glyph.constructor as unknown as { alloc(size: number): Uint8Array }).alloc(glyph.length + 1);
        padded.set(glyph);
        internals.glyf[index] = padded;
        internals.offset += 1;
      }
      return index;
    };
    return subset;
  };
  return font;
}

/** Where a character is drawn from: 'standard' (Helvetica), the index of a fallback font, or null: nowhere. */
export type FontChoice = 'standard' | number | null;

export function fontFor(character: string, fonts: NameFont[]): FontChoice {
  if (STANDARD_FONT_CHARACTER.test(character)) return 'standard';
  const codePoint = character.codePointAt(0) ?? 0;
  const index = fonts.findIndex((font) => font.parsed.hasGlyphForCodePoint(codePoint));
  return index < 0 ? null : index;
}

/** The first character of the text that no font can print (a control character never prints), or null. */
export function unprintableCharacter(text: string, fonts: NameFont[]): string | null {
  for (const character of text.normalize('NFC')) {
    if (/\p{Cc}/u.test(character) || fontFor(character, fonts) === null) return character;
  }
  return null;
}

export interface TextRun {
  text: string;
  font: Exclude<FontChoice, null>;
}

/**
 * The text cut into runs of one font each (NFC first, so an accent sits on its letter). A space
 * between two characters of one font stays in their run, so that a right-to-left name of several
 * words is laid out (and reordered) as one. A character no font has prints as '?' in Helvetica,
 * visibly missing rather than silently dropped: KYC refuses such names, but a name verified
 * before that rule may hold one.
 */
export function textRuns(text: string, fonts: NameFont[]): TextRun[] {
  const characters = Array.from(text.normalize('NFC'));
  const choices = characters.map((character) => fontFor(character, fonts));
  const isSpace = characters.map((character) => /\s/.test(character));
  const runs: TextRun[] = [];
  characters.forEach((character, at) => {
    const chosen = (isSpace[at] ? spaceFont(choices, isSpace, at, fonts) : null) ?? choices[at] ?? null;
    const font = chosen ?? 'standard';
    const printed = chosen === null ? '?' : character;
    const last = runs.at(-1);
    if (last && last.font === font) last.text += printed;
    else runs.push({ text: printed, font });
  });
  return runs;
}

/** The font of the characters on both sides of a space when they agree and it has a space glyph. */
function spaceFont(choices: FontChoice[], isSpace: boolean[], at: number, fonts: NameFont[]): FontChoice {
  const before = choices.slice(0, at).findLast((_, i) => !isSpace[i]);
  const after = choices.slice(at + 1).find((_, i) => !isSpace[at + 1 + i]);
  if (typeof before !== 'number' || before !== after) return null;
  return fonts[before]?.parsed.hasGlyphForCodePoint(0x20) ? before : null;
}
