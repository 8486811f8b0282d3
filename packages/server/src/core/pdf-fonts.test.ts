import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { nameFonts, textRuns, unprintableCharacter } from './pdf-fonts.ts';

/** The bytes of a fontkit subset holding the glyphs of these characters. */
async function subsetOf(text: string): Promise<Uint8Array> {
  const korean = (await nameFonts())[3];
  if (!korean) throw new Error('no Korean font');
  const subset = korean.parsed.createSubset();
  for (const character of text) subset.includeGlyph(korean.parsed.glyphForCodePoint(character.codePointAt(0) ?? 0));
  const parts: Uint8Array[] = [];
  await new Promise<void>((resolve) => {
    subset
      .encodeStream()
      .on('data', (part) => parts.push(part))
      .on('end', () => resolve());
  });
  return new Uint8Array(Buffer.concat(parts));
}

describe('the fonts that print names', () => {
  it('print names of every language the interface speaks, and Cyrillic and Greek', async () => {
    const fonts = await nameFonts();
    for (const name of [
      'José Müller',
      'Юлия',
      'Γιώργος',
      '张伟',
      '陳大文',
      '山田 花子',
      'やまだ ハナコ',
      '김민준',
      'محمد علي',
    ]) {
      expect(unprintableCharacter(name, fonts)).toBeNull();
    }
  });

  it('find the first character none of them can print', async () => {
    const fonts = await nameFonts();
    expect(unprintableCharacter('Anna\ue000', fonts)).toBe('\ue000');
    expect(unprintableCharacter('Anna 😀', fonts)).toBe('😀');
    expect(unprintableCharacter('สมชาย', fonts)).toBe('ส');
    expect(unprintableCharacter('An\u0085na', fonts)).toBe('\u0085');
  });

  it('keep a right-to-left name of several words in one run, Latin-1 in Helvetica, and show what none has as ?', async () => {
    const fonts = await nameFonts();
    expect(textRuns('محمد علي (DE)', fonts)).toEqual([
      { text: 'محمد علي', font: 1 },
      { text: ' (DE)', font: 'standard' },
    ]);
    expect(textRuns('Anna สมชาย', fonts)).toEqual([{ text: 'Anna ?????', font: 'standard' }]);
    expect(textRuns('José 张伟', fonts)).toEqual([
      { text: 'José ', font: 'standard' },
      { text: '张伟', font: 2 },
    ]);
  });

  it('subset every glyph whole: none loses its last byte to the index of a small subset', async () => {
    const korean = (await nameFonts())[3]?.parsed;
    if (!korean) throw new Error('no Korean font');
    const subset = fontkit.create(await subsetOf('김민준'));
    const offsetsOf = (font: unknown) => (font as { loca: { offsets: number[] } }).loca.offsets;
    const lengthIn = (offsets: number[], id: number) => (offsets[id + 1] ?? 0) - (offsets[id] ?? 0);
    // Glyph 0 is .notdef; the three syllables follow in order, the last of them of odd length.
    Array.from('김민준').forEach((syllable, at) => {
      const original = korean.glyphForCodePoint(syllable.codePointAt(0) ?? 0).id;
      expect(lengthIn(offsetsOf(subset), at + 1)).toBeGreaterThanOrEqual(lengthIn(offsetsOf(korean), original));
    });
  });
});
