import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app.ts';

/**
 * What travels to a browser: the built files precompressed by the build and picked by
 * Accept-Encoding, hashed assets kept a year, pages revalidated, and dynamic answers compressed
 * only above the threshold.
 */

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET that returns the bytes as they travelled (fetch would decompress them). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

const INDEX = `<!doctype html><html><head><title>Trade Platform</title></head><body>${'<div></div>'.repeat(100)}</body></html>`;
const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ row: i })))};`;

/** A built web app as the build leaves it: each text file with its .br and .gz beside it. */
function writeDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  const files = { 'index.html': INDEX, 'assets/entry-Ab12Cd34.js': SCRIPT };
  for (const [name, text] of Object.entries(files)) {
    fs.writeFileSync(path.join(dist, name), text);
    fs.writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(text));
    fs.writeFileSync(path.join(dist, `${name}.gz`), gzipSync(text));
  }
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

describe('the web app and the API as they travel', () => {
  let app: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = writeDist();
    app = await startTestApp('pglite', { env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends a hashed asset brotli-compressed to a browser that accepts it, cached for a year', async () => {
    const answer = await rawGet(`${app.url}/assets/entry-Ab12Cd34.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('falls back to gzip, and to the plain file for a client that accepts neither', async () => {
    const gzip = await rawGet(`${app.url}/assets/entry-Ab12Cd34.js`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);
    const plain = await rawGet(`${app.url}/assets/entry-Ab12Cd34.js`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('sends the page for every app route compressed, revalidated on each visit with a validator', async () => {
    for (const route of ['/', '/market', '/profile/balance']) {
      const answer = await rawGet(`${app.url}${route}`, { 'accept-encoding': 'br' });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(answer.body).toString()).toBe(INDEX);
    }
    const first = await rawGet(`${app.url}/`, { 'accept-encoding': 'br' });
    const validator = first.headers.etag;
    expect(validator).toBeTruthy();
    const again = await rawGet(`${app.url}/`, { 'accept-encoding': 'br', 'if-none-match': String(validator) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('sends the page to a client that accepts no compression, the home page too', async () => {
    for (const route of ['/', '/market']) {
      const answer = await rawGet(`${app.url}${route}`);
      expect({ route, status: answer.status }).toEqual({ route, status: 200 });
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body.toString()).toBe(INDEX);
    }
  });

  it('revalidates the unhashed files too', async () => {
    const answer = await rawGet(`${app.url}/favicon.svg`);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('compresses a large API answer and leaves a small one as it is', async () => {
    const large = await rawGet(`${app.url}/swx/customer/index/listMarketByType?type=1`, {
      'accept-encoding': 'gzip, br',
    });
    expect(large.status).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    const envelope = JSON.parse(brotliDecompressSync(large.body).toString()) as { code: number };
    expect(envelope.code).toBe(200);

    const small = await rawGet(`${app.url}/healthz`, { 'accept-encoding': 'gzip, br' });
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ ok: true });
  });
});
