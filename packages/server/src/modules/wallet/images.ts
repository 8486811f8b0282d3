import { crc32 } from 'node:zlib';
import { fileTypeFromBuffer } from 'file-type';
import { PROOF_MAX_BYTES } from '@tp/contract';

/**
 * Payment-proof images: a customer uploads a screenshot (or a photo) of a transfer as proof of a
 * deposit. Before it is stored and shown to an operator it is checked and cleaned here:
 *
 * - at most {@link PROOF_MAX_BYTES}, checked on the upload as received, before anything is parsed;
 * - JPEG, PNG or JPEG 2000 (JP2/JPX container or raw J2K codestream), recognised by content with
 *   `file-type`, never by the file name or the declared Content-Type, which the client chooses;
 * - metadata stripped by rewriting the container structurally (segments, chunks, boxes), never by
 *   decoding and re-encoding pixels: the picture stays byte-for-byte what the customer sent, and
 *   no image codec (with its own history of memory-safety bugs) runs on untrusted input here.
 *
 * Every container is cleaned with an allow-list: what is kept is what a viewer needs to draw the
 * picture; everything else (EXIF with GPS and device, XMP, IPTC, comments, text chunks, vendor
 * boxes, and whatever a future tool invents) goes. Bytes after the logical end of the image
 * (after JPEG EOI, PNG IEND, J2K EOC) go too: phones append whole images there (MPF secondary
 * images and Samsung trailers carry their own EXIF), and the "aCropalypse" bug left the uncropped
 * original of a cropped screenshot behind IEND.
 *
 * Every length read from the input is checked against the bytes that remain before it is used, and
 * every loop advances by at least one byte, so a zero, negative or huge length is 'corrupt', never a
 * hang or an out-of-range read.
 */

/**
 * What `file-type` reports for the formats accepted, and what the cleaned bytes are.
 * `image/j2c` is a raw JPEG 2000 codestream (FF4F FF51) without the JP2 box wrapper; `image/jpx`
 * is the JPEG 2000 Part 2 container, cleaned down to its JP2-compatible boxes. APNG input comes
 * out as a still `image/png` (see {@link cleanPng}).
 */
export type ProofMediaType = 'image/jpeg' | 'image/png' | 'image/jp2' | 'image/jpx' | 'image/j2c';

export type ProofRejection = 'too_large' | 'format' | 'corrupt';

export type CleanProofResult =
  { ok: true; mediaType: ProofMediaType; bytes: Uint8Array } | { ok: false; reason: ProofRejection };

/**
 * Checks and cleans an uploaded payment proof. Size first (cheapest, and bounds all later work),
 * then the type by content, then the structural rewrite. Resolves, never rejects, for any input.
 */
export async function cleanProofImage(bytes: Uint8Array): Promise<CleanProofResult> {
  if (bytes.byteLength > PROOF_MAX_BYTES) return { ok: false, reason: 'too_large' };

  let mime: string | undefined;
  try {
    mime = (await fileTypeFromBuffer(bytes))?.mime;
  } catch {
    // file-type answers undefined for what it does not know; a throw means it tripped over the
    // input itself, which is equally "not a format we recognise".
    return { ok: false, reason: 'format' };
  }

  try {
    switch (mime) {
      case 'image/jpeg':
        return { ok: true, mediaType: 'image/jpeg', bytes: cleanJpeg(bytes) };
      case 'image/png':
      case 'image/apng':
        return { ok: true, mediaType: 'image/png', bytes: cleanPng(bytes) };
      case 'image/jp2':
      case 'image/jpx':
        return { ok: true, mediaType: mime, bytes: cleanJp2(bytes) };
      case 'image/j2c':
        return { ok: true, mediaType: 'image/j2c', bytes: cleanCodestream(bytes) };
      default:
        // Text, GIF, WebP, SVG, PDF, JPEG-LS (image/jls), JPM, MJ2, nothing recognised at all...
        return { ok: false, reason: 'format' };
    }
  } catch (error) {
    if (error instanceof ImageRejected) return { ok: false, reason: error.reason };
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Shared helpers

/** Thrown by the walkers below and turned into a rejection by {@link cleanProofImage}. */
class ImageRejected extends Error {
  constructor(readonly reason: 'format' | 'corrupt') {
    super(reason);
  }
}

function corrupt(): never {
  throw new ImageRejected('corrupt');
}

function u8(b: Uint8Array, at: number): number {
  const v = b[at];
  if (v === undefined) return corrupt();
  return v;
}

function u16(b: Uint8Array, at: number): number {
  if (at < 0 || at + 2 > b.length) corrupt();
  return (u8(b, at) << 8) | u8(b, at + 1);
}

function u32(b: Uint8Array, at: number): number {
  if (at < 0 || at + 4 > b.length) corrupt();
  // Multiply rather than shift: `<< 24` would make lengths of 2 GB and more negative.
  return u8(b, at) * 0x1000000 + ((u8(b, at + 1) << 16) | (u8(b, at + 2) << 8) | u8(b, at + 3));
}

function ascii(b: Uint8Array, at: number, length: number): string {
  if (at < 0 || at + length > b.length) corrupt();
  return String.fromCharCode(...b.subarray(at, at + length));
}

function startsWith(b: Uint8Array, at: number, prefix: string): boolean {
  if (at + prefix.length > b.length) return false;
  for (let i = 0; i < prefix.length; i++) if (b[at + i] !== prefix.charCodeAt(i)) return false;
  return true;
}

/** Collects slices of the input (no copies) and new bytes, joined once at the end. */
class Output {
  private readonly parts: Uint8Array[] = [];
  private length = 0;

  push(part: Uint8Array | readonly number[]): void {
    const bytes = part instanceof Uint8Array ? part : Uint8Array.from(part);
    this.parts.push(bytes);
    this.length += bytes.length;
  }

  get size(): number {
    return this.length;
  }

  bytes(): Uint8Array {
    const out = new Uint8Array(this.length);
    let at = 0;
    for (const part of this.parts) {
      out.set(part, at);
      at += part.length;
    }
    return out;
  }
}

// ---------------------------------------------------------------------------------------------
// JPEG (ITU T.81): SOI, marker segments, scans of entropy-coded data, EOI

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP14 = 0xee;

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
function cleanJpeg(b: Uint8Array): Uint8Array {
  if (u8(b, 0) !== 0xff || u8(b, 1) !== SOI) corrupt();
  const out = new Output();
  out.push([0xff, SOI]);

  let pos = 2;
  let sawFrame = false;
  let sawScan = false;
  let sawOrientation = false;
  for (;;) {
    // A marker is 0xFF, optionally preceded by more 0xFF fill bytes, then a non-0xFF code.
    if (u8(b, pos) !== 0xff) corrupt();
    while (u8(b, pos + 1) === 0xff) pos++;
    const marker = u8(b, pos + 1);

    if (marker === EOI) {
      if (!sawFrame || !sawScan) corrupt();
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
      if (!sawOrientation && startsWith(body, 0, 'Exif\0\0')) {
        sawOrientation = true;
        const segment = exifOrientationSegment(body.subarray(6));
        if (segment) out.push(segment);
      }
    } else if (marker === APP14) {
      if (body.length >= 12 && startsWith(body, 0, 'Adobe')) {
        out.push([0xff, APP14, 0x00, 0x0e, ...body.subarray(0, 12)]);
      }
    } else if (keepJpegSegment(marker)) {
      out.push(b.subarray(pos, end));
      if (isSof(marker)) sawFrame = true;
    }
    pos = end;

    if (marker === SOS) {
      if (!sawFrame) corrupt();
      sawScan = true;
      // Entropy-coded data runs to the next marker other than a stuffed 0xFF00 or a restart
      // marker RST0–RST7, both of which belong to the data. Running out of bytes first means the
      // file was cut off.
      const dataStart = pos;
      for (;;) {
        if (u8(b, pos) !== 0xff) {
          pos++;
          continue;
        }
        const next = u8(b, pos + 1);
        if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) {
          pos += 2;
          continue;
        }
        break;
      }
      out.push(b.subarray(dataStart, pos));
    }
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
      // "Exif\0\0", big-endian TIFF header, IFD0 at offset 8 with one entry, no next IFD.
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
    return undefined;
  } catch (error) {
    if (error instanceof ImageRejected) return undefined;
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
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
 * must not draw an image it cannot fully understand (Apple's CgBI "PNG" is one such).
 */
function cleanPng(b: Uint8Array): Uint8Array {
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

// ---------------------------------------------------------------------------------------------
// JPEG 2000 (ISO/IEC 15444-1 Annex I, 15444-2 Annex M): boxes of LBox (4), TBox (4), [XLBox (8)]

interface Box {
  type: string;
  start: number;
  contentStart: number;
  end: number;
}

/**
 * Splits b[from, to) into boxes. LBox 0 means "to the end of the enclosing space" (only valid for
 * the last box, which it then is by construction); LBox 1 means a 64-bit XLBox follows; LBox 2–7
 * cannot even hold the header.
 */
function readBoxes(b: Uint8Array, from: number, to: number): Box[] {
  const boxes: Box[] = [];
  let pos = from;
  while (pos < to) {
    if (to - pos < 8) corrupt();
    const lbox = u32(b, pos);
    const type = ascii(b, pos + 4, 4);
    let contentStart = pos + 8;
    let end: number;
    if (lbox === 0) {
      end = to;
    } else if (lbox === 1) {
      if (to - pos < 16) corrupt();
      // A high word above 0 is 4 GB or more: far past anything under PROOF_MAX_BYTES.
      if (u32(b, pos + 8) !== 0) corrupt();
      const xlbox = u32(b, pos + 12);
      if (xlbox < 16) corrupt();
      contentStart = pos + 16;
      end = pos + xlbox;
    } else {
      if (lbox < 8) corrupt();
      end = pos + lbox;
    }
    if (end > to) corrupt();
    boxes.push({ type, start: pos, contentStart, end });
    pos = end;
  }
  return boxes;
}

function boxHeader(type: string, contentLength: number): number[] {
  const length = 8 + contentLength; // always < 4 GB here, so the 32-bit LBox form
  return [
    (length >>> 24) & 0xff,
    (length >>> 16) & 0xff,
    (length >>> 8) & 0xff,
    length & 0xff,
    ...Array.from(type, (c) => c.charCodeAt(0)),
  ];
}

/** Rebuilds a superbox with only the allowed children, each copied whole (or cleaned further). */
function filterSuperbox(b: Uint8Array, box: Box, keep: ReadonlyMap<string, Set<string> | null>): Uint8Array {
  const content = new Output();
  for (const child of readBoxes(b, box.contentStart, box.end)) {
    if (!keep.has(child.type)) continue;
    const grandchildren = keep.get(child.type);
    content.push(
      grandchildren
        ? filterSuperbox(b, child, new Map(Array.from(grandchildren, (t) => [t, null])))
        : b.subarray(child.start, child.end),
    );
  }
  const out = new Output();
  out.push(boxHeader(box.type, content.size));
  out.push(content.bytes());
  return out.bytes();
}

/**
 * Children of the JP2 header box needed to decode and colour the codestream: image header,
 * bits per component, colour specification, palette, component mapping, channel definition, and
 * resolution ('res ', reduced to its capture/display resolution children). The colour box may
 * hold an ICC profile; it is kept because the JP2 header must have one and the enumerated
 * replacement would need the component count checked here, for a case screenshot tools do not
 * produce.
 */
const JP2H_KEEP: ReadonlyMap<string, Set<string> | null> = new Map([
  ['ihdr', null],
  ['bpcc', null],
  ['colr', null],
  ['pclr', null],
  ['cmap', null],
  ['cdef', null],
  ['res ', new Set(['resc', 'resd'])],
]);

/**
 * Keeps, at the top level: the signature box 'jP  ', the file type 'ftyp', the JPX reader
 * requirements 'rreq', the header 'jp2h' (filtered, see {@link JP2H_KEEP}) and every codestream
 * 'jp2c' (cleaned like a raw codestream, see {@link cleanCodestream}). Drops the rest: 'xml '
 * (XMP and GML/GeoJP2 location), 'uuid' (XMP, GeoTIFF-in-JP2, vendor data), 'uinf' (UUID info and
 * URLs a viewer might fetch), 'jp2i' (intellectual property), 'lbl '/'asoc'/'nlst' (labels), JPX
 * fragment tables pointing at external URLs, and JPX composition/layer boxes, which leaves the
 * JP2-compatible rendering every JPX must also have.
 */
function cleanJp2(b: Uint8Array): Uint8Array {
  const boxes = readBoxes(b, 0, b.length);
  const [signature, fileType] = boxes;
  if (
    signature?.type !== 'jP  ' ||
    signature.end - signature.contentStart !== 4 ||
    u32(b, signature.contentStart) !== 0x0d0a870a ||
    fileType?.type !== 'ftyp'
  ) {
    corrupt();
  }

  const out = new Output();
  out.push(b.subarray(signature.start, signature.end));
  out.push(b.subarray(fileType.start, fileType.end));
  let sawHeader = false;
  let sawCodestream = false;
  for (const box of boxes.slice(2)) {
    switch (box.type) {
      case 'rreq':
        out.push(b.subarray(box.start, box.end));
        break;
      case 'jp2h': {
        if (sawHeader) corrupt();
        sawHeader = true;
        const first = readBoxes(b, box.contentStart, box.end)[0];
        if (first?.type !== 'ihdr') corrupt();
        out.push(filterSuperbox(b, box, JP2H_KEEP));
        break;
      }
      case 'jp2c': {
        // The header describes the codestream, so it has to come first.
        if (!sawHeader) corrupt();
        sawCodestream = true;
        const codestream = cleanCodestream(b.subarray(box.contentStart, box.end));
        out.push(boxHeader('jp2c', codestream.length));
        out.push(codestream);
        break;
      }
      default:
        break;
    }
  }
  if (!sawCodestream) corrupt();
  return out.bytes();
}

const J2K_SOC = 0xff4f;
const J2K_SIZ = 0xff51;
const J2K_SOT = 0xff90;
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
function cleanCodestream(b: Uint8Array): Uint8Array {
  if (u16(b, 0) !== J2K_SOC || u16(b, 2) !== J2K_SIZ) corrupt();
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
      // Psot 0: the last tile-part, running up to the EOC that ends the codestream.
      if (b.length - pos < 16 || u16(b, b.length - 2) !== J2K_EOC) corrupt();
      pos = b.length;
      break;
    }
    if (psot < 14 || psot > b.length - pos) corrupt(); // SOT segment (12) + SOD (2) at least
    pos += psot;
  }
  out.push(b.subarray(tilePartsStart, pos));
  return out.bytes();
}
