import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/** The embedded database's document key: in the data directory, beside the database it protects. */
export const KEY_FILE_NAME = 'kyc.key';

/**
 * Reads the data directory's document key, or makes one on the first start (64 hex digits, readable
 * by the server's user only). `wx` never overwrites a key another start has just written.
 */
export function documentKeyFile(dataDir: string): Buffer {
  const file = path.join(dataDir, KEY_FILE_NAME);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key (64 hex digits)`);
  return key;
}
