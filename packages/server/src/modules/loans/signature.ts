import { inflateSync } from 'node:zlib';

/**
 * Whether a drawn signature has ink: the PNG is decoded (8-bit greyscale, RGB or RGBA, not
 * interlaced: what a browser canvas writes) and its dark, opaque pixels counted. An empty pad, a
 * white square or a few stray dots is not a signature. Anything that is not such a PNG is refused.
 */
export const SIGNATURE_MIN_INK_PIXELS = 40;
const SIGNATURE_MAX_PIXELS = 4_000_000;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 6: 4 };

interface Header {
  width: number;
  height: number;
  channels: number;
}

/** IHDR and the concatenated IDAT data, or null when the bytes are not a PNG this check reads. */
function chunks(png: Buffer): { header: Header; data: Buffer } | null {
  if (png.length < 33 || PNG_SIGNATURE.some((byte, i) => png[i] !== byte)) return null;
  let header: Header | null = null;
  const data: Buffer[] = [];
  for (let at = 8; at + 12 <= png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    if (at + 12 + length > png.length) return null;
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      const channels = CHANNELS[body[9] ?? -1];
      if (body[8] !== 8 || channels === undefined || body[12] !== 0) return null;
      header = { width: body.readUInt32BE(0), height: body.readUInt32BE(4), channels };
    } else if (type === 'IDAT') data.push(body);
    at += 12 + length;
  }
  if (!header || header.width * header.height > SIGNATURE_MAX_PIXELS) return null;
  return { header, data: Buffer.concat(data) };
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** Undoes one scanline's filter in place, against the previous (already unfiltered) line. */
function unfilter(filter: number, line: Buffer, previous: Buffer, bpp: number): boolean {
  for (let i = 0; i < line.length; i++) {
    const left = i >= bpp ? (line[i - bpp] ?? 0) : 0;
    const up = previous[i] ?? 0;
    const upLeft = i >= bpp ? (previous[i - bpp] ?? 0) : 0;
    const predictor = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter];
    if (predictor === undefined) return false;
    line[i] = ((line[i] ?? 0) + predictor) & 0xff;
  }
  return true;
}

/** Dark (luminance below 50 %) and mostly opaque: ink on any background. */
function isInk(line: Buffer, at: number, channels: number): boolean {
  const r = line[at] ?? 255;
  const g = channels >= 3 ? (line[at + 1] ?? 255) : r;
  const b = channels >= 3 ? (line[at + 2] ?? 255) : r;
  const alpha = channels === 4 ? (line[at + 3] ?? 0) : 255;
  return alpha >= 128 && 0.299 * r + 0.587 * g + 0.114 * b < 128;
}

/** The number of ink pixels of the PNG, or null when it cannot be read as one. */
export function inkPixels(bytes: Uint8Array): number | null {
  const parsed = chunks(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  if (!parsed) return null;
  const { width, height, channels } = parsed.header;
  let raw: Buffer;
  try {
    raw = inflateSync(parsed.data, { maxOutputLength: (width * channels + 1) * height });
  } catch {
    return null;
  }
  const stride = width * channels;
  if (raw.length !== (stride + 1) * height) return null;
  let previous: Buffer = Buffer.alloc(stride);
  let ink = 0;
  for (let y = 0; y < height; y++) {
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    if (!unfilter(raw[y * (stride + 1)] ?? -1, line, previous, channels)) return null;
    for (let x = 0; x < width; x++) if (isInk(line, x * channels, channels)) ink++;
    previous = line;
  }
  return ink;
}
