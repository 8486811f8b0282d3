import { checkDimensions, corrupt, Output, u16, u32, u8 } from './bytes.ts';

const J2K_SOC = 0xff4f;
const J2K_SIZ = 0xff51;
const J2K_SOT = 0xff90;
const J2K_SOP = 0xff91;
const J2K_EPH = 0xff92;
const J2K_SOD = 0xff93;
const J2K_EOC = 0xffd9;
const J2K_COM = 0xff64;

/**
 * A JPEG 2000 codestream: SOC, SIZ, the main header's marker segments, then tile-parts (SOT ...
 * SOD, data), then EOC. COM segments in the main header are dropped (encoders write their name and
 * version there, other tools free text); every other main-header segment is kept byte-for-byte.
 * Nothing in the codestream records the main header's length, so dropping segments there needs
 * no fix-ups (TLM/PLM index tile-parts and packets, which are untouched).
 *
 * The tile-parts are copied as they are, after following their Psot lengths to EOC to catch a
 * truncated file. A COM inside a tile-part header is left alone: removing it would mean rewriting
 * Psot and any TLM index, and encoders do not put their comments there.
 */
export function cleanCodestream(b: Uint8Array): Uint8Array {
  if (u16(b, 0) !== J2K_SOC || u16(b, 2) !== J2K_SIZ) corrupt();
  // SIZ: Lsiz, Rsiz, then the reference grid Xsiz, Ysiz and the image's offset in it XOsiz, YOsiz.
  checkDimensions(u32(b, 8) - u32(b, 16), u32(b, 12) - u32(b, 20));
  const out = new Output();
  out.push(b.subarray(0, 2));

  let pos = 2;
  for (;;) {
    const marker = u16(b, pos);
    if (marker === J2K_SOT) break;
    if (marker < 0xff30 || marker === J2K_SOC || marker === J2K_SOD || marker === J2K_EOC) corrupt();
    if (marker <= 0xff3f) {
      // FF30–FF3F are reserved markers defined to have no parameters.
      out.push(b.subarray(pos, pos + 2));
      pos += 2;
      continue;
    }
    const length = u16(b, pos + 2);
    if (length < 2) corrupt();
    const end = pos + 2 + length;
    if (end > b.length) corrupt();
    if (marker !== J2K_COM) out.push(b.subarray(pos, end));
    pos = end;
  }

  const tilePartsStart = pos;
  let tileParts = 0;
  for (;;) {
    const marker = u16(b, pos);
    if (marker === J2K_EOC && tileParts > 0) {
      pos += 2;
      break;
    }
    if (marker !== J2K_SOT || u16(b, pos + 2) !== 10) corrupt();
    tileParts++;
    const psot = u32(b, pos + 6); // from the SOT marker to the end of this tile-part's data
    if (psot === 0) {
      pos = lastTilePartEnd(b, pos) + 2;
      break;
    }
    if (psot < 14 || psot > b.length - pos) corrupt(); // SOT segment (12) + SOD (2) at least
    pos += psot;
  }
  out.push(b.subarray(tilePartsStart, pos));
  return out.bytes();
}

/**
 * Where the EOC after a last tile-part with Psot 0 ("up to EOC") starts. Its header's marker
 * segments are skipped by their lengths up to SOD; after SOD, no byte pair from FF90 up occurs in
 * packet data (the coders stuff a bit after every FF) but the in-band SOP (FF91, skipped by its
 * length, as its packet number may hold any bytes) and EPH (FF92). So the first FFD9 there is the
 * EOC, and not the last two bytes of the input: an image appended after EOC, such as a JPEG with
 * its EXIF, may end in FFD9 too.
 */
function lastTilePartEnd(b: Uint8Array, sot: number): number {
  let pos = sot + 12; // SOT, then Lsot (10) bytes of its segment
  for (let marker = u16(b, pos); marker !== J2K_SOD; marker = u16(b, pos)) {
    const length = u16(b, pos + 2);
    if (marker < 0xff30 || length < 2) corrupt();
    pos += 2 + length;
  }
  pos += 2;
  for (;;) {
    if (u8(b, pos) !== 0xff || u8(b, pos + 1) < 0x90) {
      pos++;
    } else if (u16(b, pos) === J2K_SOP) {
      pos += 2 + u16(b, pos + 2);
    } else if (u16(b, pos) === J2K_EPH) {
      pos += 2;
    } else if (u16(b, pos) === J2K_EOC) {
      return pos;
    } else {
      corrupt();
    }
  }
}
