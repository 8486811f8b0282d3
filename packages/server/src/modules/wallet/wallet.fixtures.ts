import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { WalletNetwork } from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { operators } from '../../db/schema.ts';

/** Test material for the wallet suites: images, transaction hashes, addresses, operators. */

const PNG_SIGNATURE = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * A valid 1×1 grey PNG. With `totalBytes`, a private ancillary chunk pads the file to exactly that
 * size (cleaning drops it, so the stored image is the small one). With `comment`, a tEXt chunk
 * carries it (cleaning drops that too).
 */
export function png(options: { totalBytes?: number; comment?: string } = {}): Uint8Array {
  const ihdr = pngChunk('IHDR', Uint8Array.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0]));
  const idat = pngChunk('IDAT', new Uint8Array(deflateSync(Uint8Array.from([0, 0x80]))));
  const iend = pngChunk('IEND', new Uint8Array(0));
  const extra: Uint8Array[] = [];
  if (options.comment !== undefined) {
    extra.push(pngChunk('tEXt', new TextEncoder().encode(`Comment\0${options.comment}`)));
  }
  const base = [PNG_SIGNATURE, ihdr, idat, ...extra, iend].reduce((n, part) => n + part.length, 0);
  if (options.totalBytes !== undefined) {
    const padding = options.totalBytes - base - 12;
    if (padding < 0) throw new RangeError('too small to pad');
    extra.push(pngChunk('prVt', new Uint8Array(padding)));
  }
  return concat([PNG_SIGNATURE, ihdr, idat, ...extra, iend]);
}

/** A fresh, well-formed transaction hash of the network (0x-prefixed on Ethereum networks). */
export function txHash(network: WalletNetwork): string {
  const hex = randomBytes(32).toString('hex');
  return network === 'ETH' || network === 'ERC20' ? `0x${hex}` : hex;
}

/** Valid withdrawal addresses of each network (public examples). */
export const ADDRESSES: Record<WalletNetwork, string> = {
  BTC: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  TRC20: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  ERC20: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  ETH: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
};

let operatorSeq = 0;

/** An operator row, to be named as the reviewer of decisions. */
export async function newOperator(db: Db): Promise<{ id: number; name: string }> {
  operatorSeq += 1;
  const name = `op${operatorSeq}_${randomBytes(3).toString('hex')}`;
  const rows = await db
    .insert(operators)
    .values({ name, passwordHash: 'not-a-hash', role: 'reviewer' })
    .returning({ id: operators.id, name: operators.name });
  const row = rows[0];
  if (!row) throw new Error('operator insert returned nothing');
  return row;
}
