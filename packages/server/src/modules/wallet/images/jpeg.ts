import { checkDimensions, corrupt, ImageRejected, Output, startsWith, u16, u32, u8 } from './bytes.ts';

// JPEG (ITU T.81): SOI, marker segments, scans of entropy-coded data, EOI

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP14 = 0xee;
const DNL = 0xdc;
const DHP = 0xde;

/**
 * Segments kept byte-for-byte: SOF0–SOF15 (C0–CF minus C4/C8/CC), DHT (C4), DAC (CC, arithmetic
 * conditioning), DQT (DB), DNL (DC), DRI (DD), DHP (DE), EXP (DF), and SOS (DA) with its scan.
 * Anything else with a length is dropped: APPn and COM are metadata, and the reserved or
 * extension markers (02–BF, C8, F0–FD) carry nothing a baseline or progressive decoder reads.
 */
function keepJpegSegment(marker: number): boolean {
  return (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc8) || (marker >= SOS && marker <= 0xdf);
}

function isSof(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** What the walk has met so far. */
interface JpegWalk {
  sawFrame: boolean;
  sawScan: boolean;
  sawExif: boolean;
  /** The width of a frame whose height its DNL segment gives, after the first scan; null if none is due. */
  widthAwaitingLines: number | null;
}

/**
 * Walks every segment from SOI to EOI, including the segments between the scans of a progressive
 * JPEG (where APPn/COM are allowed too), and rebuilds the file from the allowed ones.
 *
 * - APP0: kept only as a JFIF header (it sets pixel aspect/density), rewritten to its fixed 14-byte
 *   body with the thumbnail size set to 0x0: a JFIF thumbnail is a second picture, possibly of the
 *   uncropped original. JFXX and other APP0 payloads are dropped.
 * - APP1 (EXIF, XMP): dropped. Only the EXIF Orientation value survives, re-emitted as a fresh
 *   one-tag EXIF segment (see {@link exifOrientationSegment}): without it a phone photo of a receipt
 *   would show sideways to the operator. The original EXIF (GPS, make, model, serial numbers,
 *   dates, thumbnail) is never copied.
 * - APP2: dropped, including ICC_PROFILE. Screenshots are sRGB or close to it (display P3 on
 *   Macs), the colour shift without the profile does not matter for reading a transfer, and a
 *   profile names the device it was made for (desc/dmnd/dmdd tags). APP2 also carries MPF (index
 *   of the extra images phones append after EOI) and FlashPix extensions.
 * - APP3–APP13, APP15: dropped (IPTC/Photoshop in APP13, vendor data elsewhere).
 * - APP14: kept only as the 12-byte "Adobe" body, which tells decoders whether the components are
 *   RGB, YCbCr or YCCK (colour transform); without it CMYK/RGB JPEGs decode with wrong colours.
 * - COM: dropped.
 * - After EOI: dropped.
 */
export function cleanJpeg(b: Uint8Array): Uint8Array {
  if (u8(b, 0) !== 0xff || u8(b, 1) !== SOI) corrupt();
  const out = new Output();
  out.push([0xff, SOI]);

  const walk: JpegWalk = { sawFrame: false, sawScan: false, sawExif: false, widthAwaitingLines: null };
  let pos = 2;
  for (;;) {
    // A marker is 0xFF, optionally preceded by more 0xFF fill bytes, then a non-0xFF code.
    if (u8(b, pos) !== 0xff) corrupt();
    while (u8(b, pos + 1) === 0xff) pos++;
    const marker = u8(b, pos + 1);

    if (marker === EOI) {
      if (!walk.sawFrame || !walk.sawScan || walk.widthAwaitingLines !== null) corrupt();
      out.push([0xff, EOI]);
      return out.bytes();
    }
    // SOI again, a restart marker outside a scan, or a stuffed zero where a marker belongs.
    if (marker === SOI || marker === 0x00 || (marker >= 0xd0 && marker <= 0xd7)) corrupt();
    if (marker === 0x01) {
      // TEM: no length, no payload.
      pos += 2;
      continue;
    }

    pos = copySegment(b, pos, walk, out);
    if (marker === SOS) {
      if (!walk.sawFrame) corrupt();
      walk.sawScan = true;
      const dataEnd = entropyCodedDataEnd(b, pos);
      out.push(b.subarray(pos, dataEnd));
      pos = dataEnd;
    }
  }
}

/** Appends what is kept of the marker segment at `pos` to `out`; returns where the next one starts. */
function copySegment(b: Uint8Array, pos: number, walk: JpegWalk, out: Output): number {
  const marker = u8(b, pos + 1);
  const length = u16(b, pos + 2); // counts itself, not the marker
  if (length < 2) corrupt();
  const end = pos + 2 + length;
  if (end > b.length) corrupt();
  const body = b.subarray(pos + 4, end);

  if (marker === APP0) {
    if (body.length >= 14 && startsWith(body, 0, 'JFIF\0')) {
      out.push([0xff, APP0, 0x00, 0x10, ...body.subarray(0, 12), 0x00, 0x00]);
    }
  } else if (marker === APP1) {
    if (!walk.sawExif && startsWith(body, 0, 'Exif\0\0')) {
      walk.sawExif = true;
      const segment = exifOrientationSegment(body.subarray(6));
      if (segment) out.push(segment);
    }
  } else if (marker === APP14) {
    if (body.length >= 12 && startsWith(body, 0, 'Adobe')) {
      out.push([0xff, APP14, 0x00, 0x0e, ...body.subarray(0, 12)]);
    }
  } else if (keepJpegSegment(marker)) {
    out.push(b.subarray(pos, end));
    if (isSof(marker)) walk.sawFrame = true;
    if (isSof(marker) || marker === DHP || marker === DNL) checkFrameSize(marker, body, walk);
  }
  return end;
}

/**
 * The picture's size from a frame header (SOFn, or DHP for the whole of a hierarchical JPEG):
 * precision, lines (height), samples per line (width). Zero lines means a DNL segment after the
 * first scan gives them, so the check waits for it.
 */
function checkFrameSize(marker: number, body: Uint8Array, walk: JpegWalk): void {
  if (marker === DNL) {
    if (walk.widthAwaitingLines === null) return;
    checkDimensions(walk.widthAwaitingLines, u16(body, 0));
    walk.widthAwaitingLines = null;
    return;
  }
  const height = u16(body, 1);
  const width = u16(body, 3);
  if (height === 0 && marker !== DHP) {
    checkDimensions(width, 1);
    walk.widthAwaitingLines = width;
  } else {
    checkDimensions(width, height);
  }
}

/**
 * Where the entropy-coded data starting at `pos` ends: at the next marker other than a stuffed
 * 0xFF00 or a restart marker RST0–RST7, both of which belong to the data. Running out of bytes
 * first means the file was cut off.
 */
function entropyCodedDataEnd(b: Uint8Array, pos: number): number {
  for (;;) {
    if (u8(b, pos) !== 0xff) {
      pos++;
      continue;
    }
    const next = u8(b, pos + 1);
    if (next !== 0x00 && (next < 0xd0 || next > 0xd7)) return pos;
    pos += 2;
  }
}

/**
 * Reads the Orientation tag (0x0112) from IFD0 of an EXIF TIFF structure and, if it says the
 * picture is stored rotated or mirrored (2–8), returns a new APP1 segment holding that one tag and
 * nothing else. Returns undefined when there is no such tag or the EXIF cannot be read: a broken
 * EXIF block is dropped, not a reason to refuse the image.
 */
function exifOrientationSegment(tiff: Uint8Array): number[] | undefined {
  try {
    const little = startsWith(tiff, 0, 'II');
    if (!little && !startsWith(tiff, 0, 'MM')) return undefined;
    const read16 = (at: number): number => (little ? u8(tiff, at) | (u8(tiff, at + 1) << 8) : u16(tiff, at));
    const read32 = (at: number): number => (little ? read16(at) + read16(at + 2) * 0x10000 : u32(tiff, at));
    if (read16(2) !== 42) return undefined;
    const ifd = read32(4);
    const count = read16(ifd);
    for (let i = 0; i < count; i++) {
      const entry = ifd + 2 + i * 12;
      if (read16(entry) !== 0x0112) continue;
      // Type SHORT (3), count 1: the value sits in the first two bytes of the value field.
      if (read16(entry + 2) !== 3 || read32(entry + 4) !== 1) return undefined;
      const orientation = read16(entry + 8);
      if (orientation < 2 || orientation > 8) return undefined;
      return orientationOnlyExif(orientation);
    }
    return undefined;
  } catch (error) {
    if (error instanceof ImageRejected) return undefined;
    throw error;
  }
}

/** "Exif\0\0", big-endian TIFF header, IFD0 at offset 8 with one entry, no next IFD. */
function orientationOnlyExif(orientation: number): number[] {
  const body = [
    ...[0x45, 0x78, 0x69, 0x66, 0x00, 0x00],
    ...[0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08],
    ...[0x00, 0x01],
    ...[0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, orientation, 0x00, 0x00],
    ...[0x00, 0x00, 0x00, 0x00],
  ];
  const length = body.length + 2;
  return [0xff, APP1, length >> 8, length & 0xff, ...body];
}
