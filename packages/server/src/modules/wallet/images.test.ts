import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PROOF_MAX_BYTES } from '@tp/contract';
import { cleanProofImage, type CleanProofResult } from './images.ts';

/**
 * Payment-proof cleaning, on images built here byte by byte: a real PNG (deflated scanlines,
 * correct CRCs), a real 8x8 grey baseline JPEG, a real 8x8 grey JPEG 2000 codestream (one tile,
 * no wavelet levels, one empty packet) in a JP2 container. Each carries the metadata a phone or
 * editor would add, with a recognisable location string, and the tests check that it is gone
 * while the picture's own bytes are still there unchanged.
 */

const enc = new TextEncoder();
const GPS_TEXT = 'GPSLatitude=52.3702N GPSLongitude=4.8952E';

function bytes(...parts: (Uint8Array | readonly number[] | string)[]): Uint8Array {
  const arrays = parts.map((p) => (typeof p === 'string' ? enc.encode(p) : Uint8Array.from(p)));
  const out = new Uint8Array(arrays.reduce((n, a) => n + a.length, 0));
  let at = 0;
  for (const a of arrays) {
    out.set(a, at);
    at += a.length;
  }
  return out;
}

const be16 = (n: number): number[] => [(n >>> 8) & 0xff, n & 0xff];
const be32 = (n: number): number[] => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];

/** Whether needle occurs in haystack, as bytes. */
function contains(haystack: Uint8Array, needle: Uint8Array | string): boolean {
  return Buffer.from(haystack).includes(
    typeof needle === 'string' ? Buffer.from(needle, 'latin1') : Buffer.from(needle),
  );
}

function cleaned(result: CleanProofResult): Uint8Array {
  if (!result.ok) throw new Error(`expected ok, got ${result.reason}`);
  return result.bytes;
}

// ---------------------------------------------------------------------------------------------
// PNG

function pngChunk(type: string, data: Uint8Array | readonly number[] | string = []): Uint8Array {
  const typeAndData = bytes(type, typeof data === 'string' ? enc.encode(data) : data);
  return bytes(be32(typeAndData.length - 4), typeAndData, be32(crc32(typeAndData)));
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** 4x4 8-bit RGB, a little gradient, each scanline with filter type 0. */
function pngParts() {
  const width = 4;
  const height = 4;
  const raw: number[] = [];
  for (let y = 0; y < height; y++) {
    raw.push(0);
    for (let x = 0; x < width; x++) raw.push(x * 60, y * 60, 200);
  }
  return {
    ihdr: pngChunk('IHDR', [...be32(width), ...be32(height), 8, 2, 0, 0, 0]),
    idat: pngChunk('IDAT', deflateSync(Uint8Array.from(raw))),
    iend: pngChunk('IEND'),
  };
}

function pngChunkTypes(png: Uint8Array): string[] {
  const types: string[] = [];
  for (let pos = 8; pos < png.length;) {
    const length = Buffer.from(png).readUInt32BE(pos);
    types.push(Buffer.from(png.subarray(pos + 4, pos + 8)).toString('latin1'));
    pos += 12 + length;
  }
  return types;
}

describe('PNG', () => {
  it('drops text, eXIf, tIME, iCCP and unknown ancillary chunks, keeps the picture byte-for-byte', async () => {
    const { ihdr, idat, iend } = pngParts();
    const gama = pngChunk('gAMA', be32(45455));
    const phys = pngChunk('pHYs', [...be32(5669), ...be32(5669), 1]);
    const exif = pngChunk('eXIf', bytes('MM', [0, 42, 0, 0, 0, 8], GPS_TEXT));
    const input = bytes(
      PNG_SIGNATURE,
      ihdr,
      gama,
      pngChunk('iCCP', bytes('Color LCD', [0, 0], deflateSync(enc.encode('profile of the display')))),
      pngChunk('tEXt', bytes('Comment', [0], GPS_TEXT)),
      pngChunk('zTXt', bytes('Author', [0, 0], deflateSync(enc.encode('Jane Customer')))),
      pngChunk('iTXt', bytes('XML:com.adobe.xmp', [0, 0, 0, 0], `<x:xmpmeta>${GPS_TEXT}</x:xmpmeta>`)),
      exif,
      pngChunk('tIME', [0x07, 0xe9, 1, 2, 3, 4, 5]),
      phys,
      pngChunk('vpAg', [1, 2, 3, 4, 5, 6, 7, 8, 9]),
      idat,
      pngChunk('tEXt', bytes('Location', [0], GPS_TEXT)),
      iend,
    );

    const result = await cleanProofImage(input);

    expect(result).toMatchObject({ ok: true, mediaType: 'image/png' });
    const out = cleaned(result);
    expect(pngChunkTypes(out)).toEqual(['IHDR', 'gAMA', 'pHYs', 'IDAT', 'IEND']);
    expect(out).toEqual(bytes(PNG_SIGNATURE, ihdr, gama, phys, idat, iend));
    expect(contains(out, 'GPS')).toBe(false);
    expect(contains(out, 'Color LCD')).toBe(false);
    // Still a PNG to the same detector, with the same image data.
    expect(contains(out, idat)).toBe(true);
    expect(await cleanProofImage(out)).toEqual({ ok: true, mediaType: 'image/png', bytes: out });
  });

  it('keeps the rendering chunks tRNS, sRGB, cHRM, sBIT, bKGD and a palette', async () => {
    const raw = Uint8Array.from([0, 0, 1, 0, 1]); // 2x2, 8-bit palette indices
    const kept = [
      pngChunk('IHDR', [...be32(2), ...be32(2), 8, 3, 0, 0, 0]),
      pngChunk('sRGB', [0]),
      pngChunk('cHRM', new Uint8Array(32)),
      pngChunk('sBIT', [8, 8, 8]),
      pngChunk('PLTE', [255, 0, 0, 0, 0, 255]),
      pngChunk('tRNS', [255, 0]),
      pngChunk('bKGD', [0]),
      pngChunk('IDAT', deflateSync(raw)),
      pngChunk('IEND'),
    ];
    const input = bytes(PNG_SIGNATURE, ...kept);

    expect(cleaned(await cleanProofImage(input))).toEqual(input);
  });

  it('drops whatever follows IEND (the aCropalypse leftovers of a cropped screenshot)', async () => {
    const { ihdr, idat, iend } = pngParts();
    const png = bytes(PNG_SIGNATURE, ihdr, idat, iend);

    const out = cleaned(await cleanProofImage(bytes(png, idat, 'uncropped original', GPS_TEXT)));

    expect(out).toEqual(png);
  });

  it('turns an APNG into its still default image', async () => {
    const { ihdr, idat, iend } = pngParts();
    const input = bytes(
      PNG_SIGNATURE,
      ihdr,
      pngChunk('acTL', [...be32(1), ...be32(0)]),
      pngChunk('fcTL', [...be32(0), ...be32(4), ...be32(4), ...be32(0), ...be32(0), 0, 1, 0, 1, 0, 0]),
      idat,
      iend,
    );

    const result = await cleanProofImage(input);

    expect(result).toEqual({ ok: true, mediaType: 'image/png', bytes: bytes(PNG_SIGNATURE, ihdr, idat, iend) });
  });

  it('answers corrupt on a broken CRC in a kept chunk', async () => {
    const { ihdr, idat, iend } = pngParts();
    const broken = Uint8Array.from(idat);
    broken[broken.length - 1] = (broken.at(-1) ?? 0) ^ 0x01;

    expect(await cleanProofImage(bytes(PNG_SIGNATURE, ihdr, broken, iend))).toEqual({ ok: false, reason: 'corrupt' });
    // A flipped bit in the pixel data itself is caught by the same CRC.
    const flipped = Uint8Array.from(idat);
    flipped[10] = (flipped[10] ?? 0) ^ 0x40;
    expect(await cleanProofImage(bytes(PNG_SIGNATURE, ihdr, flipped, iend))).toEqual({ ok: false, reason: 'corrupt' });
  });

  it('does not care about the CRC of a chunk it drops', async () => {
    const { ihdr, idat, iend } = pngParts();
    const text = pngChunk('tEXt', bytes('Comment', [0], GPS_TEXT));
    text[text.length - 1] = (text.at(-1) ?? 0) ^ 0xff;

    expect(cleaned(await cleanProofImage(bytes(PNG_SIGNATURE, ihdr, text, idat, iend)))).toEqual(
      bytes(PNG_SIGNATURE, ihdr, idat, iend),
    );
  });

  it('answers corrupt on truncation, a missing IHDR, IDAT or IEND, and lengths past the end', async () => {
    const { ihdr, idat, iend } = pngParts();
    const png = bytes(PNG_SIGNATURE, ihdr, idat, iend);
    const huge = bytes(PNG_SIGNATURE, ihdr, be32(0x7ffffff0), 'tEXt', 'short', iend);
    // After IDAT, where file-type has stopped looking and only the cleaner reads the length.
    const overflow = bytes(PNG_SIGNATURE, ihdr, idat, be32(0xffffffff), 'tEXt', 'short', iend);
    const cases = [
      png.subarray(0, png.length - 1),
      png.subarray(0, png.length - 12), // no IEND
      png.subarray(0, 8 + ihdr.length + 20), // cut inside IDAT
      bytes(PNG_SIGNATURE, ihdr, iend), // no IDAT
      bytes(PNG_SIGNATURE, idat, iend), // no IHDR
      bytes(PNG_SIGNATURE, ihdr, ihdr, idat, iend), // IHDR twice
      bytes(PNG_SIGNATURE, ihdr, pngChunk('t3Xt', 'x'), idat, iend), // not a chunk type
      huge,
      overflow,
    ];
    for (const [i, input] of cases.entries()) {
      expect(await cleanProofImage(input), `case ${i}`).toEqual({ ok: false, reason: 'corrupt' });
    }
    // file-type itself does not call it a PNG when IHDR is not the 13 bytes PNG requires.
    expect(await cleanProofImage(bytes(PNG_SIGNATURE, pngChunk('IHDR', [0, 0, 0, 4]), idat, iend))).toEqual({
      ok: false,
      reason: 'format',
    });
  });

  it('refuses an unknown critical chunk as format (e.g. Apple CgBI)', async () => {
    const { ihdr, idat, iend } = pngParts();

    expect(await cleanProofImage(bytes(PNG_SIGNATURE, pngChunk('CgBI', [0x50, 0, 0x20, 6]), ihdr, idat, iend))).toEqual(
      { ok: false, reason: 'corrupt' }, // CgBI before IHDR breaks "IHDR first"
    );
    expect(await cleanProofImage(bytes(PNG_SIGNATURE, ihdr, pngChunk('ABCD', 'x'), idat, iend))).toEqual({
      ok: false,
      reason: 'format',
    });
  });
});

// ---------------------------------------------------------------------------------------------
// JPEG

/** A JPEG marker segment: marker, length (counting itself), payload. */
function segment(marker: number, ...payload: (Uint8Array | readonly number[] | string)[]): Uint8Array {
  const body = bytes(...payload);
  return bytes([0xff, marker], be16(body.length + 2), body);
}

/**
 * An 8x8 single-component baseline JPEG, all grey: quantisation table of ones, one-code Huffman
 * tables (DC category 0 and AC end-of-block both coded as the bit 0), so the whole scan is two 0
 * bits padded with ones: 0x3F.
 */
function jpegParts() {
  return {
    soi: Uint8Array.from([0xff, 0xd8]),
    dqt: segment(0xdb, [0x00], new Uint8Array(64).fill(1)),
    sof: segment(0xc0, [8, ...be16(8), ...be16(8), 1, 1, 0x11, 0]),
    dhtDc: segment(0xc4, [0x00, 1, ...new Array<number>(15).fill(0), 0x00]),
    dhtAc: segment(0xc4, [0x10, 1, ...new Array<number>(15).fill(0), 0x00]),
    sos: segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    scan: Uint8Array.from([0x3f]),
    eoi: Uint8Array.from([0xff, 0xd9]),
  };
}

/** JFIF APP0 with a 1x1 RGB thumbnail (the thumbnail the cleaner has to drop). */
const jfifWithThumbnail = segment(0xe0, 'JFIF', [0, 1, 2, 0, 0, 72, 0, 72, 1, 1, 0xaa, 0xbb, 0xcc]);
const jfifWithoutThumbnail = segment(0xe0, 'JFIF', [0, 1, 2, 0, 0, 72, 0, 72, 0, 0]);

/**
 * A big-endian EXIF block as a phone writes it: IFD0 with Make, Model, Orientation and a pointer
 * to a GPS IFD holding latitude and longitude.
 */
function exifApp1(orientation: number | null): Uint8Array {
  const make = enc.encode('PhoneCo\0');
  const model = enc.encode('PhoneCo X12 Pro\0');
  const ifd0Entries = orientation === null ? 3 : 4;
  const ifd0Size = 2 + ifd0Entries * 12 + 4;
  const makeAt = 8 + ifd0Size;
  const modelAt = makeAt + make.length;
  const gpsAt = modelAt + model.length;
  const gpsSize = 2 + 4 * 12 + 4;
  const latAt = gpsAt + gpsSize;
  const lonAt = latAt + 24;
  const entry = (tag: number, type: number, count: number, value: number[]): number[] => [
    ...be16(tag),
    ...be16(type),
    ...be32(count),
    ...value,
  ];
  const rational = (n: number, d: number): number[] => [...be32(n), ...be32(d)];
  const tiff = bytes(
    'MM',
    [0, 42],
    be32(8),
    be16(ifd0Entries),
    entry(0x010f, 2, make.length, be32(makeAt)),
    entry(0x0110, 2, model.length, be32(modelAt)),
    orientation === null ? [] : entry(0x0112, 3, 1, [...be16(orientation), 0, 0]),
    entry(0x8825, 4, 1, be32(gpsAt)),
    be32(0),
    make,
    model,
    be16(4),
    entry(0x0001, 2, 2, [0x4e, 0, 0, 0]), // GPSLatitudeRef N
    entry(0x0002, 5, 3, be32(latAt)),
    entry(0x0003, 2, 2, [0x45, 0, 0, 0]), // GPSLongitudeRef E
    entry(0x0004, 5, 3, be32(lonAt)),
    be32(0),
    [...rational(52, 1), ...rational(22, 1), ...rational(1272, 100)],
    [...rational(4, 1), ...rational(53, 1), ...rational(4272, 100)],
  );
  return segment(0xe1, 'Exif\0\0', tiff);
}

const xmpApp1 = segment(
  0xe1,
  'http://ns.adobe.com/xap/1.0/\0',
  `<x:xmpmeta xmlns:x="adobe:ns:meta/"><exif:GPSLatitude>52,22.212N</exif:GPSLatitude></x:xmpmeta>`,
);
const iccApp2 = segment(0xe2, 'ICC_PROFILE\0', [1, 1], 'desc: PhoneCo X12 Pro display');
const mpfApp2 = segment(0xe2, 'MPF\0', 'MM', [0, 42, 0, 0, 0, 8]);
const iptcApp13 = segment(0xed, 'Photoshop 3.0\0', '8BIM', [4, 4], `City=Amsterdam ${GPS_TEXT}`);
const adobeApp14 = segment(0xee, 'Adobe', [0, 100, 0, 0, 0, 0, 1]);
const comment = segment(0xfe, `Taken at ${GPS_TEXT}`);

function jpegSegmentMarkers(jpeg: Uint8Array): number[] {
  const markers: number[] = [];
  for (let pos = 2; pos + 4 <= jpeg.length && jpeg[pos + 1] !== 0xda;) {
    markers.push(jpeg[pos + 1] ?? -1);
    pos += 2 + Buffer.from(jpeg).readUInt16BE(pos + 2);
  }
  return markers;
}

describe('JPEG', () => {
  it('drops EXIF (with GPS), XMP, ICC, MPF, IPTC, COM and the JFIF thumbnail, keeps DQT/SOF/DHT/SOS/scan/EOI', async () => {
    const { soi, dqt, sof, dhtDc, dhtAc, sos, scan, eoi } = jpegParts();
    const input = bytes(
      soi,
      jfifWithThumbnail,
      exifApp1(null),
      xmpApp1,
      iccApp2,
      mpfApp2,
      iptcApp13,
      comment,
      dqt,
      segment(0xe5, 'vendor'), // APPn between tables is legal, and dropped too
      sof,
      dhtDc,
      dhtAc,
      comment,
      sos,
      scan,
      eoi,
    );

    const result = await cleanProofImage(input);

    expect(result).toMatchObject({ ok: true, mediaType: 'image/jpeg' });
    const out = cleaned(result);
    expect(out).toEqual(bytes(soi, jfifWithoutThumbnail, dqt, sof, dhtDc, dhtAc, sos, scan, eoi));
    for (const secret of ['Exif', 'GPS', 'PhoneCo', 'xap/1.0', 'ICC_PROFILE', 'MPF', 'Photoshop', 'Amsterdam']) {
      expect(contains(out, secret), secret).toBe(false);
    }
    expect(await cleanProofImage(out)).toEqual({ ok: true, mediaType: 'image/jpeg', bytes: out });
  });

  it('keeps only the orientation from EXIF, as a fresh one-tag segment', async () => {
    const { soi, dqt, sof, dhtDc, dhtAc, sos, scan, eoi } = jpegParts();
    const input = bytes(soi, exifApp1(6), dqt, sof, dhtDc, dhtAc, sos, scan, eoi);

    const out = cleaned(await cleanProofImage(input));

    const orientationOnly = segment(
      0xe1,
      'Exif\0\0',
      'MM',
      [0, 42, 0, 0, 0, 8, 0, 1],
      [0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0],
      [0, 0, 0, 0],
    );
    expect(out).toEqual(bytes(soi, orientationOnly, dqt, sof, dhtDc, dhtAc, sos, scan, eoi));
    expect(contains(out, 'PhoneCo')).toBe(false);
    // Upright (1) needs no EXIF at all.
    expect(cleaned(await cleanProofImage(bytes(soi, exifApp1(1), dqt, sof, dhtDc, dhtAc, sos, scan, eoi)))).toEqual(
      bytes(soi, dqt, sof, dhtDc, dhtAc, sos, scan, eoi),
    );
    // An EXIF block that cannot be read is dropped, not a reason to refuse the picture.
    const junkExif = segment(0xe1, 'Exif\0\0', 'MM', [0, 42, 0xff, 0xff, 0xff, 0xff]);
    expect(cleaned(await cleanProofImage(bytes(soi, junkExif, dqt, sof, dhtDc, dhtAc, sos, scan, eoi)))).toEqual(
      bytes(soi, dqt, sof, dhtDc, dhtAc, sos, scan, eoi),
    );
  });

  it('keeps the Adobe APP14 colour-transform segment and DRI', async () => {
    const { soi, dqt, sof, dhtDc, dhtAc, sos, scan, eoi } = jpegParts();
    const dri = segment(0xdd, be16(0));
    const input = bytes(soi, adobeApp14, dqt, sof, dhtDc, dhtAc, dri, sos, scan, eoi);

    expect(cleaned(await cleanProofImage(input))).toEqual(input);
  });

  it('copies the entropy-coded data with stuffed bytes and restart markers unchanged, and stops at EOI', async () => {
    const { soi, dqt, sof, dhtDc, dhtAc, sos, eoi } = jpegParts();
    const scan = Uint8Array.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56, 0xff, 0xd7, 0x78]);
    const jpeg = bytes(soi, dqt, sof, dhtDc, dhtAc, sos, scan, eoi);
    // Phones append more pictures (MPF) or vendor trailers after EOI.
    const trailer = bytes(soi, exifApp1(null), 'SEFT', GPS_TEXT);

    const out = cleaned(await cleanProofImage(bytes(jpeg, trailer)));

    expect(out).toEqual(jpeg);
    expect(jpegSegmentMarkers(out)).toEqual([0xdb, 0xc0, 0xc4, 0xc4]);
  });

  it('walks past the scans of a progressive JPEG, dropping a COM between them', async () => {
    const { soi, dqt, dhtDc, dhtAc, eoi } = jpegParts();
    const sof2 = segment(0xc2, [8, ...be16(8), ...be16(8), 1, 1, 0x11, 0]);
    const dcScan = bytes(segment(0xda, [1, 1, 0x00, 0, 0, 0]), [0x7f]);
    const acScan = bytes(segment(0xda, [1, 1, 0x00, 1, 63, 0]), [0x7f]);
    const input = bytes(soi, dqt, sof2, dhtDc, dcScan, comment, dhtAc, acScan, eoi);

    expect(cleaned(await cleanProofImage(input))).toEqual(bytes(soi, dqt, sof2, dhtDc, dcScan, dhtAc, acScan, eoi));
  });

  it('answers corrupt on a truncated JPEG', async () => {
    const { soi, dqt, sof, dhtDc, dhtAc, sos, scan, eoi } = jpegParts();
    const jpeg = bytes(soi, comment, dqt, sof, dhtDc, dhtAc, sos, scan, eoi);

    for (const cut of [jpeg.length - 1, jpeg.length - 2, jpeg.length - 4, 3, 10, comment.length + 5]) {
      expect(await cleanProofImage(jpeg.subarray(0, cut)), `cut at ${cut}`).toEqual({ ok: false, reason: 'corrupt' });
    }
  });

  it('answers corrupt on bad lengths and missing frame or scan', async () => {
    const { soi, dqt, sof, dhtDc, dhtAc, sos, scan, eoi } = jpegParts();
    const cases = [
      bytes(soi, [0xff, 0xfe, 0x00, 0x00], dqt, sof, dhtDc, dhtAc, sos, scan, eoi), // length 0
      bytes(soi, [0xff, 0xfe, 0x00, 0x01], dqt, sof, dhtDc, dhtAc, sos, scan, eoi), // length 1
      bytes(soi, [0xff, 0xe1, 0xff, 0xff], 'Exif'), // length past the end
      bytes(soi, dqt, dhtDc, dhtAc, sos, scan, eoi), // scan without a frame
      bytes(soi, dqt, sof, dhtDc, dhtAc, eoi), // no scan
      bytes(soi, dqt, [0x12, 0x34], sof, dhtDc, dhtAc, sos, scan, eoi), // not a marker
      bytes(soi, soi, dqt, sof, dhtDc, dhtAc, sos, scan, eoi), // SOI twice
    ];
    for (const input of cases) {
      expect(await cleanProofImage(input)).toEqual({ ok: false, reason: 'corrupt' });
    }
  });
});

// ---------------------------------------------------------------------------------------------
// JPEG 2000

function box(type: string, ...content: (Uint8Array | readonly number[] | string)[]): Uint8Array {
  const body = bytes(...content);
  return bytes(be32(8 + body.length), type, body);
}

/**
 * An 8x8 8-bit grey codestream: SIZ, COD (no decomposition levels, one layer, reversible 5/3),
 * QCD (no quantisation), one tile-part whose only packet is empty (0x00): every sample decodes to
 * the DC level 128.
 */
function codestreamParts() {
  const siz = bytes(
    [0xff, 0x51],
    be16(41),
    be16(0),
    [...be32(8), ...be32(8), ...be32(0), ...be32(0)],
    [...be32(8), ...be32(8), ...be32(0), ...be32(0)],
    be16(1),
    [7, 1, 1],
  );
  const cod = bytes([0xff, 0x52], be16(12), [0x00, 0x00, ...be16(1), 0x00, 0x00, 0x04, 0x04, 0x00, 0x01]);
  const qcd = bytes([0xff, 0x5c], be16(4), [0x40, 0x40]);
  const packet = [0x00];
  const tilePart = bytes([0xff, 0x90], be16(10), be16(0), be32(12 + 2 + packet.length), [0, 1], [0xff, 0x93], packet);
  const com = bytes([0xff, 0x64], be16(2 + 2 + GPS_TEXT.length), be16(1), GPS_TEXT);
  return { soc: [0xff, 0x4f], siz, cod, qcd, com, tilePart, eoc: [0xff, 0xd9] };
}

function jp2Parts() {
  const { soc, siz, cod, qcd, com, tilePart, eoc } = codestreamParts();
  const ihdr = box('ihdr', be32(8), be32(8), be16(1), [7, 7, 0, 0]);
  const colr = box('colr', [1, 0, 0], be32(17));
  const resc = box('resc', be16(72), be16(1), be16(72), be16(1), [0, 0]);
  return {
    signature: box('jP  ', [0x0d, 0x0a, 0x87, 0x0a]),
    ftyp: box('ftyp', 'jp2 ', be32(0), 'jp2 '),
    ihdr,
    colr,
    resc,
    jp2hDirty: box('jp2h', ihdr, colr, box('xml ', GPS_TEXT), box('res ', resc, box('uuid', GPS_TEXT))),
    jp2hClean: box('jp2h', ihdr, colr, box('res ', resc)),
    codestream: bytes(soc, siz, com, cod, qcd, tilePart, eoc),
    cleanCodestream: bytes(soc, siz, cod, qcd, tilePart, eoc),
    xml: box('xml ', `<gml:FeatureCollection><gml:pos>52.3702 4.8952</gml:pos>${GPS_TEXT}</gml:FeatureCollection>`),
    // The XMP UUID BE7ACFCB-97A9-42E8-9C71-999491E3AFAC, followed by an XMP packet.
    uuid: box(
      'uuid',
      [0xbe, 0x7a, 0xcf, 0xcb, 0x97, 0xa9, 0x42, 0xe8, 0x9c, 0x71, 0x99, 0x94, 0x91, 0xe3, 0xaf, 0xac],
      `<x:xmpmeta><tiff:Model>PhoneCo X12 Pro</tiff:Model>${GPS_TEXT}</x:xmpmeta>`,
    ),
    uinf: box('uinf', box('ulst', be16(1), new Uint8Array(16)), box('url ', [0, 0, 0, 0], 'https://example.com/\0')),
  };
}

describe('JPEG 2000', () => {
  it('drops xml, uuid and uinf boxes (also inside jp2h) and the codestream COM', async () => {
    const p = jp2Parts();
    const input = bytes(p.signature, p.ftyp, p.xml, p.jp2hDirty, p.uuid, p.uinf, box('jp2c', p.codestream), p.xml);

    const result = await cleanProofImage(input);

    expect(result).toMatchObject({ ok: true, mediaType: 'image/jp2' });
    const out = cleaned(result);
    expect(out).toEqual(bytes(p.signature, p.ftyp, p.jp2hClean, box('jp2c', p.cleanCodestream)));
    for (const secret of ['GPS', 'gml', 'xmpmeta', 'PhoneCo', 'example.com', 'uuid', 'xml ']) {
      expect(contains(out, secret), secret).toBe(false);
    }
    expect(await cleanProofImage(out)).toEqual({ ok: true, mediaType: 'image/jp2', bytes: out });
  });

  it('reads XLBox and to-the-end (LBox 0) lengths', async () => {
    const p = jp2Parts();
    const xl = bytes(be32(1), 'uuid', be32(0), be32(16 + 20), new Uint8Array(20).fill(0x47));
    const lastToEnd = bytes(be32(0), 'jp2c', p.codestream);
    const input = bytes(p.signature, p.ftyp, p.jp2hClean, xl, lastToEnd);

    expect(cleaned(await cleanProofImage(input))).toEqual(
      bytes(p.signature, p.ftyp, p.jp2hClean, box('jp2c', p.cleanCodestream)),
    );
  });

  it('keeps JPX as image/jpx, cleaned to its JP2-compatible boxes', async () => {
    const p = jp2Parts();
    const ftyp = box('ftyp', 'jpx ', be32(0), 'jpx jp2 ');
    const rreq = box('rreq', [1, 0x80, 0, 1], be16(5), [0x80]);
    const input = bytes(p.signature, ftyp, rreq, p.jp2hClean, box('lbl ', 'Home'), box('jp2c', p.codestream));

    expect(await cleanProofImage(input)).toEqual({
      ok: true,
      mediaType: 'image/jpx',
      bytes: bytes(p.signature, ftyp, rreq, p.jp2hClean, box('jp2c', p.cleanCodestream)),
    });
  });

  it('cleans a raw J2K codestream (image/j2c) of its COM segments', async () => {
    const p = jp2Parts();

    expect(await cleanProofImage(p.codestream)).toEqual({ ok: true, mediaType: 'image/j2c', bytes: p.cleanCodestream });
    // And drops anything after EOC.
    expect(cleaned(await cleanProofImage(bytes(p.codestream, GPS_TEXT)))).toEqual(p.cleanCodestream);
  });

  it('follows a last tile-part with Psot 0 to EOC', async () => {
    const { soc, siz, cod, qcd, eoc } = codestreamParts();
    const tilePart = bytes([0xff, 0x90], be16(10), be16(0), be32(0), [0, 1], [0xff, 0x93], [0x00]);
    const codestream = bytes(soc, siz, cod, qcd, tilePart, eoc);

    expect(cleaned(await cleanProofImage(codestream))).toEqual(codestream);
  });

  it('answers corrupt on truncated or malformed boxes and codestreams', async () => {
    const p = jp2Parts();
    const jp2 = bytes(p.signature, p.ftyp, p.jp2hClean, box('jp2c', p.codestream));
    const cases = [
      jp2.subarray(0, jp2.length - 1),
      jp2.subarray(0, jp2.length - 30),
      bytes(p.signature, p.ftyp, p.jp2hClean), // no codestream
      bytes(p.signature, p.ftyp, box('jp2c', p.codestream)), // no header
      bytes(p.signature, p.ftyp, box('jp2c', p.codestream), p.jp2hClean), // header after codestream
      bytes(p.signature, p.ftyp, box('jp2h', p.colr, p.ihdr), box('jp2c', p.codestream)), // ihdr not first
      bytes(p.signature, p.ftyp, p.jp2hClean, be32(4), 'xml ', box('jp2c', p.codestream)), // LBox 4
      bytes(p.signature, p.ftyp, p.jp2hClean, be32(0xfffffff0), 'xml ', box('jp2c', p.codestream)), // LBox huge
      bytes(p.signature, p.ftyp, p.jp2hClean, be32(1), 'xml ', be32(1), be32(0), box('jp2c', p.codestream)), // XLBox >= 4 GB
      bytes(p.signature, p.ftyp, p.jp2hClean, be32(1), 'xml ', be32(0), be32(8), box('jp2c', p.codestream)), // XLBox < 16
      bytes(p.signature, p.ftyp, p.jp2hClean, box('jp2c', p.codestream.subarray(0, 30))), // codestream cut short
      p.codestream.subarray(0, p.codestream.length - 1), // raw, no EOC
      p.codestream.subarray(0, p.codestream.length - 3), // raw, tile-part cut short
      p.codestream.subarray(0, 60), // raw, main header only
    ];
    for (const [i, input] of cases.entries()) {
      expect(await cleanProofImage(input), `case ${i}`).toEqual({ ok: false, reason: 'corrupt' });
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Type by content, and size

describe('format and size', () => {
  it('refuses what is not JPEG, PNG or JPEG 2000, whatever it would be named', async () => {
    const inputs = {
      text: enc.encode('this is proof.png, honestly\n'),
      empty: new Uint8Array(0),
      gif: bytes('GIF89a', [1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff], '!\xf9', [4, 1, 0, 0, 0, 0]),
      webp: bytes('RIFF', [26, 0, 0, 0], 'WEBPVP8L', [13, 0, 0, 0, 0x2f, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
      svg: enc.encode('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"></svg>'),
      pdf: enc.encode('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
      html: enc.encode('<!doctype html><img src=x onerror=alert(1)>'),
      jpegLs: bytes([0xff, 0xd8, 0xff, 0xf7], new Uint8Array(32)),
      mj2: bytes(box('jP  ', [0x0d, 0x0a, 0x87, 0x0a]), box('ftyp', 'mjp2', be32(0), 'mjp2')),
    };
    for (const [name, input] of Object.entries(inputs)) {
      expect(await cleanProofImage(input), name).toEqual({ ok: false, reason: 'format' });
    }
  });

  it('accepts exactly PROOF_MAX_BYTES and refuses one byte more', async () => {
    expect(PROOF_MAX_BYTES).toBe(2 * 1024 * 1024);
    const { ihdr, idat, iend } = pngParts();
    const fixed = PNG_SIGNATURE.length + ihdr.length + 12 + 'Comment\0'.length + idat.length + iend.length;
    const padded = (size: number): Uint8Array =>
      bytes(
        PNG_SIGNATURE,
        ihdr,
        pngChunk('tEXt', bytes('Comment', [0], new Uint8Array(size - fixed).fill(0x41))),
        idat,
        iend,
      );

    const atLimit = padded(PROOF_MAX_BYTES);
    expect(atLimit.length).toBe(PROOF_MAX_BYTES);
    expect(await cleanProofImage(atLimit)).toEqual({
      ok: true,
      mediaType: 'image/png',
      bytes: bytes(PNG_SIGNATURE, ihdr, idat, iend),
    });

    const overLimit = padded(PROOF_MAX_BYTES + 1);
    expect(overLimit.length).toBe(PROOF_MAX_BYTES + 1);
    expect(await cleanProofImage(overLimit)).toEqual({ ok: false, reason: 'too_large' });
    // Size comes before anything else: not even the type is looked at.
    expect(await cleanProofImage(new Uint8Array(PROOF_MAX_BYTES + 1))).toEqual({ ok: false, reason: 'too_large' });
  });
});
