import { crc32 } from 'node:zlib';
import { ascii, checkDimensions, corrupt, ImageRejected, Output, u32, u8 } from './bytes.ts';

// PNG: signature, then chunks of length (4), type (4), data, CRC (4) over type and data

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

/**
 * Chunks kept. Critical: IHDR, PLTE, IDAT, IEND. Ancillary, because they change how the pixels
 * are drawn and hold nothing but numbers: tRNS (transparency), gAMA, cHRM, sRGB and cICP (colour
 * interpretation), sBIT (significant bits), pHYs (pixel size: HiDPI screenshots declare 144 dpi),
 * bKGD (background colour).
 *
 * Dropped: tEXt, zTXt, iTXt (free text: comments, software, XMP, sometimes GPS), eXIf, tIME,
 * iCCP (for the same reasons as the JPEG ICC profile: screenshots do not need it, and it names
 * the display), hIST, sPLT, oFFs, pCAL, sCAL, the APNG animation chunks acTL/fcTL/fdAT (what is
 * left is the still default image, which is what is then stored and shown), C2PA caBX, Apple
 * iDOT, and every other ancillary chunk nobody has listed here yet.
 */
const PNG_KEEP = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'cICP',
  'sBIT',
  'pHYs',
  'bKGD',
]);

/**
 * Copies the kept chunks whole (length, type, data and CRC as they were), after checking their
 * CRC: a mismatch means the file was damaged and decoders would refuse or misdraw it. Dropped
 * chunks are only framed by their length, not checked: their content never reaches the output.
 * An unknown critical chunk (upper-case first letter) is 'format': the PNG rules say a decoder
 * must not draw an image it cannot fully understand (Apple's CgBI "PNG" is one such). APNG input
 * comes out as its still default image.
 */
export function cleanPng(b: Uint8Array): Uint8Array {
  PNG_SIGNATURE.forEach((byte, i) => {
    if (b[i] !== byte) corrupt();
  });
  const out = new Output();
  out.push(b.subarray(0, 8));

  let pos = 8;
  let sawData = false;
  for (;;) {
    const length = u32(b, pos);
    if (length > 0x7fffffff) corrupt(); // the PNG limit for a chunk length
    const end = pos + 12 + length;
    if (end > b.length) corrupt();
    const type = ascii(b, pos + 4, 4);
    if (!/^[A-Za-z]{4}$/.test(type)) corrupt();

    if (pos === 8 && (type !== 'IHDR' || length !== 13)) corrupt();
    if (pos === 8) checkDimensions(u32(b, 16), u32(b, 20)); // IHDR: width, height
    if (pos !== 8 && type === 'IHDR') corrupt();
    const critical = (u8(b, pos + 4) & 0x20) === 0;
    if (critical && !PNG_KEEP.has(type)) throw new ImageRejected('format');

    if (PNG_KEEP.has(type)) {
      if (crc32(b.subarray(pos + 4, end - 4)) !== u32(b, end - 4)) corrupt();
      out.push(b.subarray(pos, end));
    }
    if (type === 'IDAT') sawData = true;
    if (type === 'IEND') break;
    pos = end;
  }
  if (!sawData) corrupt();
  return out.bytes();
}
