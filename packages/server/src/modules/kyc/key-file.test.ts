import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseDocumentKey } from '../../config.ts';
import { documentKeyFile, KEY_FILE_NAME } from './key-file.ts';

describe('the document key', () => {
  const dirs: string[] = [];
  const fresh = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tp-kyc-key-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is made once in the data directory, readable by its owner only, and read back the same on every start', () => {
    const dir = fresh();
    const first = documentKeyFile(dir);
    expect(first).toHaveLength(32);
    expect(fs.statSync(path.join(dir, KEY_FILE_NAME)).mode & 0o777).toBe(0o600);
    expect(documentKeyFile(dir).equals(first)).toBe(true);
    expect(documentKeyFile(fresh()).equals(first)).toBe(false);
  });

  it('refuses to start on a damaged key file or a KYC_KEY of the wrong length', () => {
    const dir = fresh();
    fs.writeFileSync(path.join(dir, KEY_FILE_NAME), 'not a key\n');
    expect(() => documentKeyFile(dir)).toThrow(/does not hold a 32-byte key/);
    expect(() => parseDocumentKey('abcd')).toThrow(/KYC_KEY must be 32 bytes/);
    expect(parseDocumentKey('ab'.repeat(32))).toHaveLength(32);
    expect(parseDocumentKey(Buffer.alloc(32, 7).toString('base64'))).toEqual(Buffer.alloc(32, 7));
  });
});
