import { createDeflate, crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROOF_MAX_PIXELS, PROOF_MAX_SIDE_PX, refusalReasons } from '@tp/contract';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { files } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import { signUp, USER } from '../../../test/signin.ts';
import { cleanProofImage } from './images.ts';

/**
 * Image bombs: a small file whose header declares a picture that takes hundreds of megabytes (or
 * gigabytes) to draw. Nothing decodes pixels on the server, but the operator's browser does. The
 * declared size is read from the header of each format and bounded.
 */

const enc = new TextEncoder();
const be16 = (n: number): number[] => [(n >>> 8) & 0xff, n & 0xff];
const be32 = (n: number): number[] => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];

function bytes(...parts: (Uint8Array | readonly number[] | string)[]): Uint8Array {
  return Uint8Array.from(Buffer.concat(parts.map((p) => (typeof p === 'string' ? enc.encode(p) : Uint8Array.from(p)))));
}

function pngChunk(type: string, data: Uint8Array | readonly number[] = []): Uint8Array {
  const typeAndData = bytes(type, data);
  return bytes(be32(typeAndData.length - 4), typeAndData, be32(crc32(typeAndData)));
}

/** A grey PNG declaring width × height, with `idat` as its compressed data (one small row by default). */
function png(width: number, height: number, idat: Uint8Array = deflateSync(Uint8Array.from([0, 0x80]))): Uint8Array {
  return bytes(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    pngChunk('IHDR', [...be32(width), ...be32(height), 8, 0, 0, 0, 0]),
    pngChunk('IDAT', idat),
    pngChunk('IEND'),
  );
}

function segment(marker: number, ...payload: (Uint8Array | readonly number[] | string)[]): Uint8Array {
  const body = bytes(...payload);
  return bytes([0xff, marker], be16(body.length + 2), body);
}

/** A grey baseline JPEG whose frame declares width × height (0 lines: `dnlLines` gives them). */
function jpeg(width: number, height: number, options: { sof?: number; dnlLines?: number } = {}): Uint8Array {
  return bytes(
    [0xff, 0xd8],
    segment(0xdb, [0x00], new Uint8Array(64).fill(1)),
    segment(options.sof ?? 0xc0, [8, ...be16(height), ...be16(width), 1, 1, 0x11, 0]),
    segment(0xc4, [0x00, 1, ...new Array<number>(15).fill(0), 0x00]),
    segment(0xc4, [0x10, 1, ...new Array<number>(15).fill(0), 0x00]),
    segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    [0x3f],
    options.dnlLines === undefined ? [] : segment(0xdc, be16(options.dnlLines)),
    [0xff, 0xd9],
  );
}

/** A grey JPEG 2000 codestream on a reference grid of xsiz × ysiz, the image starting at (xo, yo). */
function codestream(xsiz: number, ysiz: number, xo = 0, yo = 0): Uint8Array {
  const siz = segment(
    0x51,
    be16(0),
    [...be32(xsiz), ...be32(ysiz), ...be32(xo), ...be32(yo)],
    [...be32(xsiz), ...be32(ysiz), ...be32(0), ...be32(0)],
    be16(1),
    [7, 1, 1],
  );
  const cod = segment(0x52, [0x00, 0x00, ...be16(1), 0x00, 0x00, 0x04, 0x04, 0x00, 0x01]);
  const qcd = segment(0x5c, [0x40]);
  const tilePart = bytes([0xff, 0x90], be16(10), be16(0), be32(12 + 2 + 1), [0, 1], [0xff, 0x93], [0x00]);
  return bytes([0xff, 0x4f], siz, cod, qcd, tilePart, [0xff, 0xd9]);
}

function box(type: string, ...content: (Uint8Array | readonly number[] | string)[]): Uint8Array {
  const body = bytes(...content);
  return bytes(be32(8 + body.length), type, body);
}

/** A JP2 whose ihdr declares width × height around `stream`. */
function jp2(width: number, height: number, stream: Uint8Array): Uint8Array {
  return bytes(
    box('jP  ', [0x0d, 0x0a, 0x87, 0x0a]),
    box('ftyp', 'jp2 ', be32(0), 'jp2 '),
    box('jp2h', box('ihdr', be32(height), be32(width), be16(1), [7, 7, 0, 0]), box('colr', [1, 0, 0], be32(17))),
    box('jp2c', stream),
  );
}

const refused = { ok: false, reason: 'dimensions' };
const outcome = async (input: Uint8Array) => {
  const result = await cleanProofImage(input);
  return result.ok ? 'ok' : result.reason;
};

describe('the declared size of a proof image', () => {
  it('is bounded at 8000 pixels a side and 40 megapixels', () => {
    expect([PROOF_MAX_SIDE_PX, PROOF_MAX_PIXELS]).toEqual([8000, 40_000_000]);
  });

  it('refuses PNG bombs and accepts PNGs up to the bound', async () => {
    expect(await cleanProofImage(png(10_000, 6_666))).toEqual(refused);
    expect(await cleanProofImage(png(100_000, 100_000))).toEqual(refused);
    expect(await cleanProofImage(png(0xffffffff, 0xffffffff))).toEqual(refused);
    expect(await outcome(png(8001, 1))).toBe('dimensions'); // a side too long
    expect(await outcome(png(1, 8001))).toBe('dimensions');
    expect(await outcome(png(7000, 6000))).toBe('dimensions'); // each side fits, 42 megapixels do not
    expect(await outcome(png(8000, 5000))).toBe('ok'); // exactly both bounds
    expect(await outcome(png(5000, 8000))).toBe('ok');
    expect(await outcome(png(1, 1))).toBe('ok');
    expect(await outcome(png(0, 1))).toBe('corrupt'); // the PNG rules forbid 0
  });

  it('refuses JPEG bombs, from the frame header or from the DNL segment that gives the lines', async () => {
    expect(await cleanProofImage(jpeg(10_000, 6_666))).toEqual(refused);
    expect(await cleanProofImage(jpeg(65_535, 65_535))).toEqual(refused); // the most a JPEG can declare
    expect(await cleanProofImage(jpeg(65_535, 65_535, { sof: 0xc2 }))).toEqual(refused); // progressive
    expect(await outcome(jpeg(8000, 5001))).toBe('dimensions');
    expect(await outcome(jpeg(8000, 5000))).toBe('ok');
    expect(await outcome(jpeg(8, 8, { sof: 0xc2 }))).toBe('ok');
    expect(await outcome(jpeg(8000, 0, { dnlLines: 65_535 }))).toBe('dimensions');
    expect(await outcome(jpeg(9000, 0, { dnlLines: 8 }))).toBe('dimensions');
    expect(await outcome(jpeg(8000, 0, { dnlLines: 5000 }))).toBe('ok');
    expect(await outcome(jpeg(8, 0))).toBe('corrupt'); // lines to come in a DNL that never comes
  });

  it('refuses JPEG 2000 bombs, raw or in JP2, by the codestream and by the JP2 header', async () => {
    expect(await cleanProofImage(codestream(100_000, 100_000))).toEqual(refused);
    expect(await cleanProofImage(jp2(10_000, 6_666, codestream(10_000, 6_666)))).toEqual(refused);
    // Either header lying small does not let the other's size through.
    expect(await cleanProofImage(jp2(8, 8, codestream(100_000, 100_000)))).toEqual(refused);
    expect(await cleanProofImage(jp2(100_000, 100_000, codestream(8, 8)))).toEqual(refused);
    // The image is the reference grid less its offset.
    expect(await outcome(codestream(12_000, 5_000, 5_000, 0))).toBe('ok');
    expect(await outcome(codestream(12_000, 5_000, 3_000, 0))).toBe('dimensions');
    expect(await outcome(codestream(8000, 5000))).toBe('ok');
    expect(await outcome(jp2(8000, 5000, codestream(8000, 5000)))).toBe('ok');
    expect(await outcome(codestream(8, 8, 8, 0))).toBe('corrupt'); // nothing left of the grid
    expect(await outcome(codestream(8, 8, 9, 0))).toBe('corrupt');
  });
});

/** The PNG of the attack: 10,000 × 6,666 RGB of zeros, about 200 KB that decode to 200 MB. */
async function pngBomb(): Promise<Uint8Array> {
  const [width, height] = [10_000, 6_666];
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const row = new Uint8Array(1 + width * 3);
  for (let y = 0; y < height; y++) deflate.write(row);
  deflate.end();
  await done;
  const idat = Buffer.concat(parts);
  return bytes(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    pngChunk('IHDR', [...be32(width), ...be32(height), 8, 2, 0, 0, 0]),
    pngChunk('IDAT', idat),
    pngChunk('IEND'),
  );
}

// The refusal happens before anything is stored: one database kind is enough.
describe('uploading an image bomb', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('pglite');
  });
  afterAll(async () => {
    await app.close();
  });

  it('is refused with 10088 and a sentence that says why, and nothing is stored', async () => {
    const customer = await signUp(app);
    const bomb = await pngBomb();
    expect(bomb.length).toBeLessThan(300 * 1024);
    const form = new FormData();
    form.append('file', new Blob([Buffer.from(bomb)], { type: 'image/png' }), 'proof.png');
    const response = await fetch(`${app.url}${USER}/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${customer.token}` },
      body: form,
    });
    const answer = (await response.json()) as { code: number; msg: string; result: unknown };
    expect(answer).toEqual({ code: 10088, msg: refusalReasons.imageDimensions, result: null });
    expect(answer.msg).toBe('The image may be at most 8000 pixels a side and 40 megapixels.');
    const stored = await queryRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from ${files} where ${files.userId} = ${customer.user.id}`,
    );
    expect(stored).toEqual([{ n: 0 }]);
  });
});
