import { crc32, deflateSync } from 'node:zlib';

/**
 * Payment-proof images for the property tests, built byte by byte like those of images.test.ts
 * (the same 4x4 PNG, 8x8 grey baseline JPEG and 8x8 grey JPEG 2000 codestream), each carrying the
 * metadata a phone or editor adds. Every metadata payload holds a text starting {@link LEAK}, which
 * nothing else in these images contains: if a cleaned image contains it, metadata got through.
 *
 * Each image is a list of pieces that know which of their bytes are structure (markers, chunk and
 * box types, lengths) and where their lengths are, so that a mutation can tell "change what a
 * segment says" from "change what a segment is".
 */

export const LEAK = 'LEAK:';

/** A length field inside a piece; `floor` is the smallest value that still means "this many bytes". */
export interface LengthField {
  at: number;
  size: 2 | 4;
  floor: number;
}

export interface Piece {
  bytes: Uint8Array;
  /** Offsets of marker, type and length bytes. */
  structure: readonly number[];
  lengths: readonly LengthField[];
}

export interface TestImage {
  /** The top-level segments, chunks or boxes, in file order, metadata and trailer included. */
  units: readonly Piece[];
  /** More pieces of the same format to splice in: metadata, or what changes how it is read. */
  extras: readonly Piece[];
}

type Data = Piece | Uint8Array | readonly number[] | string;

const enc = new TextEncoder();
const be16 = (n: number): number[] => [(n >>> 8) & 0xff, n & 0xff];
const be32 = (n: number): number[] => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];

function toPiece(data: Data): Piece {
  if (typeof data === 'string') return { bytes: enc.encode(data), structure: [], lengths: [] };
  if ('bytes' in data) return data;
  return { bytes: Uint8Array.from(data), structure: [], lengths: [] };
}

/** Pieces one after the other, their structure offsets moved along. */
export function join(...parts: Data[]): Piece {
  const pieces = parts.map(toPiece);
  const bytes = new Uint8Array(pieces.reduce((n, p) => n + p.bytes.length, 0));
  const structure: number[] = [];
  const lengths: LengthField[] = [];
  let at = 0;
  for (const p of pieces) {
    bytes.set(p.bytes, at);
    structure.push(...p.structure.map((i) => i + at));
    lengths.push(...p.lengths.map((l) => ({ ...l, at: l.at + at })));
    at += p.bytes.length;
  }
  return { bytes, structure, lengths };
}

/** Bytes that are all structure, with the lengths among them at `lengths`. */
function structural(bytes: readonly number[], lengths: readonly LengthField[] = []): Piece {
  return { bytes: Uint8Array.from(bytes), structure: bytes.map((_, i) => i), lengths };
}

const asciiCodes = (text: string): number[] => Array.from(text, (c) => c.charCodeAt(0));

// ---------------------------------------------------------------------------------------------
// JPEG

function segment(marker: number, ...payload: Data[]): Piece {
  const body = join(...payload);
  return join(structural([0xff, marker, ...be16(body.bytes.length + 2)], [{ at: 2, size: 2, floor: 0 }]), body);
}

/** Big-endian EXIF: IFD0 with Make, Model and Orientation 6 (the cleaner keeps only the last). */
function exifSegment(secret: string): Piece {
  const make = enc.encode(`${LEAK}${secret}-make\0`);
  const model = enc.encode(`${LEAK}${secret}-model\0`);
  const makeAt = 8 + 2 + 3 * 12 + 4;
  const entry = (tag: number, type: number, count: number, value: number[]): number[] => [
    ...be16(tag),
    ...be16(type),
    ...be32(count),
    ...value,
  ];
  const ifd0 = [
    ...be16(3),
    ...entry(0x010f, 2, make.length, be32(makeAt)),
    ...entry(0x0110, 2, model.length, be32(makeAt + make.length)),
    ...entry(0x0112, 3, 1, [...be16(6), 0, 0]),
    ...be32(0),
  ];
  return segment(0xe1, 'Exif\0\0', 'MM', [0, 42], be32(8), ifd0, make, model);
}

function jpeg(secret: string): Piece[] {
  return [
    structural([0xff, 0xd8]),
    segment(0xe0, 'JFIF\0', [1, 2, 0, 0, 72, 0, 72, 5, 1], `${LEAK}jfif-thumb`), // 5x1 RGB thumbnail
    exifSegment(secret),
    segment(0xe1, 'http://ns.adobe.com/xap/1.0/\0', `<x:xmpmeta>${LEAK}${secret}-xmp</x:xmpmeta>`),
    segment(0xe2, 'ICC_PROFILE\0', [1, 1], `desc: ${LEAK}${secret}-icc`),
    segment(0xed, 'Photoshop 3.0\0', '8BIM', [4, 4], `City=${LEAK}${secret}-iptc`),
    segment(0xfe, `Taken at ${LEAK}${secret}-com`),
    segment(0xee, 'Adobe', [0, 100, 0, 0, 0, 0, 1], `${LEAK}${secret}-adobe-tail`),
    segment(0xdb, [0x00], new Uint8Array(64).fill(1)),
    segment(0xc0, [8, ...be16(8), ...be16(8), 1, 1, 0x11, 0]),
    segment(0xc4, [0x00, 1, ...new Array<number>(15).fill(0), 0x00]),
    segment(0xc4, [0x10, 1, ...new Array<number>(15).fill(0), 0x00]),
    segment(0xfe, `${LEAK}${secret}-com-2`),
    segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    toPiece([0x3f]), // the entropy-coded scan: two 0 bits padded with ones
    structural([0xff, 0xd9]),
  ];
}

/** A JPEG as phones append them after EOI (MPF, vendor trailers): it ends with FF D9 too. */
const appendedJpeg = (): Piece => join(...jpeg('appended'));

export function jpegImage(): TestImage {
  return {
    units: [...jpeg('main'), appendedJpeg()],
    extras: [
      segment(0xfe, `${LEAK}spliced-com`),
      segment(0xef, `${LEAK}spliced-app15`),
      exifSegment('spliced'),
      segment(0xdd, be16(0)), // DRI, kept
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// PNG

function pngChunk(type: string, ...data: Data[]): Piece {
  const body = join(...data);
  const typeAndData = Uint8Array.from([...asciiCodes(type), ...body.bytes]);
  return join(
    structural([...be32(body.bytes.length), ...asciiCodes(type)], [{ at: 0, size: 4, floor: 0 }]),
    body,
    be32(crc32(typeAndData)),
  );
}

export function pngImage(): TestImage {
  const raw: number[] = [];
  for (let y = 0; y < 4; y++) raw.push(0, ...Array.from({ length: 4 }, (_, x) => [x * 60, y * 60, 200]).flat());
  return {
    units: [
      structural([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', [...be32(4), ...be32(4), 8, 2, 0, 0, 0]),
      pngChunk('gAMA', be32(45455)),
      pngChunk('iCCP', `${LEAK}iccp`, [0, 0], deflateSync(enc.encode('profile of the display'))),
      pngChunk('tEXt', `Comment\0${LEAK}text`),
      pngChunk('zTXt', `${LEAK}ztxt\0\0`, deflateSync(enc.encode('Jane Customer'))),
      pngChunk('iTXt', 'XML:com.adobe.xmp\0\0\0\0\0', `<x:xmpmeta>${LEAK}itxt</x:xmpmeta>`),
      pngChunk('eXIf', 'MM', [0, 42, 0, 0, 0, 8], `${LEAK}exif`),
      pngChunk('pHYs', [...be32(5669), ...be32(5669), 1]),
      pngChunk('vpAg', `${LEAK}vpag`),
      pngChunk('IDAT', deflateSync(Uint8Array.from(raw))),
      pngChunk('tEXt', `Location\0${LEAK}text-after-data`),
      pngChunk('IEND'),
      toPiece(`uncropped original ${LEAK}after-iend`), // what aCropalypse left behind IEND
    ],
    extras: [
      pngChunk('tEXt', `Comment\0${LEAK}spliced-text`),
      pngChunk('iTXt', 'Author\0\0\0\0\0', `${LEAK}spliced-itxt`),
      pngChunk('acTL', [...be32(1), ...be32(0)]), // makes it an APNG to file-type
      pngChunk('sRGB', [0]),
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// JPEG 2000

function box(type: string, ...content: Data[]): Piece {
  const body = join(...content);
  // LBox 0 ("to the end") and 1 (a 64-bit XLBox follows) can make a box reach past its own end.
  return join(structural([...be32(8 + body.bytes.length), ...asciiCodes(type)], [{ at: 0, size: 4, floor: 2 }]), body);
}

/**
 * SOC, SIZ, COM, COD, QCD, one tile-part with one empty packet, EOC (see images.test.ts). Marker
 * segments are framed like JPEG's: FF, a marker byte, a length counting itself.
 *
 * With `psotToEoc` the tile-part's length Psot is 0, "up to EOC", as encoders may write it for the
 * last tile-part. Whatever sits before that EOC is then tile data, so the tile-part and EOC are one
 * piece here: splicing a segment in between would make it image data.
 */
function codestream(secret: string, psotToEoc: boolean): Piece[] {
  const siz = segment(
    0x51,
    be16(0),
    [...be32(8), ...be32(8), ...be32(0), ...be32(0)],
    [...be32(8), ...be32(8), ...be32(0), ...be32(0)],
    be16(1),
    [7, 1, 1],
  );
  const packet = [0x00];
  const psot = psotToEoc ? 0 : 12 + 2 + packet.length;
  const tilePart = join(
    structural([0xff, 0x90, ...be16(10)], [{ at: 2, size: 2, floor: 0 }]),
    be16(0),
    structural(be32(psot), psotToEoc ? [] : [{ at: 0, size: 4, floor: 1 }]), // 0 means "up to EOC"
    [0, 1],
    structural([0xff, 0x93]),
    packet,
  );
  const eoc = structural([0xff, 0xd9]);
  return [
    structural([0xff, 0x4f]),
    siz,
    segment(0x64, be16(1), `${LEAK}${secret}-com`),
    segment(0x52, [0x00, 0x00, ...be16(1), 0x00, 0x00, 0x04, 0x04, 0x00, 0x01]),
    segment(0x5c, [0x40, 0x40]),
    ...(psotToEoc ? [join(tilePart, eoc)] : [tilePart, eoc]),
  ];
}

export function jp2Image(): TestImage {
  const ihdr = box('ihdr', be32(8), be32(8), be16(1), [7, 7, 0, 0]);
  const colr = box('colr', [1, 0, 0], be32(17));
  const resolution = box('res ', box('resc', be16(72), be16(1), be16(72), be16(1), [0, 0]), box('uuid', `${LEAK}res`));
  const xmpUuid = [0xbe, 0x7a, 0xcf, 0xcb, 0x97, 0xa9, 0x42, 0xe8, 0x9c, 0x71, 0x99, 0x94, 0x91, 0xe3, 0xaf, 0xac];
  return {
    units: [
      box('jP  ', [0x0d, 0x0a, 0x87, 0x0a]),
      box('ftyp', 'jp2 ', be32(0), 'jp2 '),
      box('xml ', `<gml:pos>${LEAK}gml</gml:pos>`),
      box('jp2h', ihdr, colr, box('xml ', `${LEAK}jp2h-xml`), resolution),
      box('uuid', xmpUuid, `<x:xmpmeta>${LEAK}xmp</x:xmpmeta>`),
      box('uinf', box('ulst', be16(1), new Uint8Array(16)), box('url ', [0, 0, 0, 0], `https://${LEAK}url/\0`)),
      box('jp2c', ...codestream('jp2c', false)),
      box('xml ', `${LEAK}after-codestream`),
    ],
    extras: [
      box('xml ', `${LEAK}spliced-xml`),
      box('lbl ', `${LEAK}spliced-label`),
      box('rreq', [1, 0x80, 0, 1], be16(5), [0x80]), // JPX reader requirements, kept
    ],
  };
}

/**
 * A raw codestream (image/j2c) with a JPEG appended after EOC: a trap for a reader that takes the
 * input's last two bytes for the EOC of a tile-part running up to EOC, as a JPEG ends in FF D9 too.
 */
export function codestreamImage(psotToEoc: boolean): TestImage {
  return {
    units: [...codestream('raw', psotToEoc), appendedJpeg()],
    extras: [segment(0x64, be16(1), `${LEAK}spliced-com`), segment(0x64, be16(0), LEAK)],
  };
}
