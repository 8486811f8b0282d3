/**
 * Withdrawal-address validation shared by the server and the web app.
 *
 * Pure and zod-free so the web app can import it as `@tp/contract/address` at a small cost. The
 * checksums come from audited libraries (`@noble/hashes`, `@scure/base`); this file only states the
 * rules of each network:
 * - BTC: Base58Check P2PKH (version 0x00, `1…`) and P2SH (0x05, `3…`); native segwit with hrp `bc`,
 *   v0 in Bech32 (BIP-173, 20- or 32-byte programs) and v1 taproot in Bech32m (BIP-350, 32 bytes).
 *   Witness versions 2–16 are refused: nothing can spend them yet, so a withdrawal there is lost.
 * - ETH and ERC20 (USDT on Ethereum): `0x` + 40 hex; mixed case must match EIP-55.
 * - TRC20 (USDT on TRON): Base58Check with version 0x41 (`T…`).
 *
 * The reasons, from the user's point of view:
 * - `empty`: nothing was entered;
 * - `format`: not an address of this network (wrong length, alphabet, mixed-case bech32, …);
 * - `checksum`: shaped right but the checksum fails, most likely a typo;
 * - `network`: a well-formed address, but of another network (testnet, TRON for BTC, EVM for TRON, …).
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { base58, bech32, bech32m, createBase58check } from '@scure/base';
import type { WalletNetwork } from './constants.ts';
export type { WalletNetwork };

export type AddressProblem = 'empty' | 'format' | 'checksum' | 'network';

export type AddressResult = { ok: true; address: string } | { ok: false; reason: AddressProblem };

/** Longest address of any supported network (the BIP-173 limit); also bounds the decoding work. */
const MAX_LENGTH = 90;

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/;
const EVM = /^0x[0-9a-fA-F]{40}$/;
const BECH32_DATA = /^[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{6,}$/;

const base58check = createBase58check(sha256);

/** Base58Check version bytes accepted; any other well-formed one (testnet 0x6f/0xc4, …) answers 'network'. */
const VERSION = { btcP2pkh: 0x00, btcP2sh: 0x05, tron: 0x41 } as const;

const fail = (reason: AddressProblem): AddressResult => ({ ok: false, reason });

/** A 25-byte Base58Check payload (version byte + 20-byte hash), as BTC legacy and TRON use. */
function decodeBase58Check(text: string): { version: number } | 'format' | 'checksum' {
  if (!BASE58.test(text)) return 'format';
  const bytes = base58.decode(text);
  if (bytes.length !== 25) return 'format';
  try {
    base58check.decode(text);
  } catch {
    return 'checksum';
  }
  return { version: bytes[0] ?? -1 };
}

/** Whether the text is a well-formed, checksummed address of some network (used to tell 'network' from 'format'). */
function isSomeAddress(text: string): boolean {
  if (EVM.test(text)) return true;
  if (typeof decodeBase58Check(text) === 'object') return true;
  return Boolean(bech32.decodeUnsafe(text) ?? bech32m.decodeUnsafe(text));
}

function notOurs(text: string): AddressResult {
  return fail(isSomeAddress(text) ? 'network' : 'format');
}

function validateSegwit(text: string): AddressResult {
  const lower = text.toLowerCase();
  if (text !== lower && text !== text.toUpperCase()) return fail('format');
  const separator = lower.lastIndexOf('1');
  if (!BECH32_DATA.test(lower.slice(separator + 1))) return fail('format');
  const asBech32 = bech32.decodeUnsafe(text);
  const asBech32m = asBech32 ? undefined : bech32m.decodeUnsafe(text);
  const decoded = asBech32 ?? asBech32m;
  if (!decoded) return fail('checksum');
  const [version, ...words] = decoded.words;
  if (version === undefined || version > 16) return fail('format');
  // BIP-350: v0 is checksummed with Bech32, v1+ with Bech32m; the other one is a checksum failure.
  if ((version === 0) !== Boolean(asBech32)) return fail('checksum');
  // v2–v16 are well-formed but not yet spendable: refused rather than risk the funds.
  if (version > 1) return fail('format');
  const program = bech32.fromWordsUnsafe(words);
  if (!program) return fail('format');
  if (version === 0 ? program.length !== 20 && program.length !== 32 : program.length !== 32) return fail('format');
  return decoded.prefix === 'bc' ? { ok: true, address: text } : fail('network');
}

function validateBtc(text: string): AddressResult {
  if (/^(bc|tb|bcrt)1/i.test(text)) return validateSegwit(text);
  const decoded = decodeBase58Check(text);
  if (decoded === 'format') return notOurs(text);
  if (decoded === 'checksum') return fail('checksum');
  if (decoded.version === VERSION.btcP2pkh || decoded.version === VERSION.btcP2sh) return { ok: true, address: text };
  return fail('network');
}

function validateTron(text: string): AddressResult {
  const decoded = decodeBase58Check(text);
  if (decoded === 'format') return notOurs(text);
  if (decoded === 'checksum') return fail('checksum');
  return decoded.version === VERSION.tron ? { ok: true, address: text } : fail('network');
}

/** EIP-55: the n-th hex letter is upper case exactly when the n-th nibble of keccak-256(lowercase hex) is ≥ 8. */
function isEip55(hex: string): boolean {
  const hash = keccak_256(utf8ToBytes(hex.toLowerCase()));
  for (let i = 0; i < hex.length; i++) {
    const char = hex.charAt(i);
    if (char.toLowerCase() === char.toUpperCase()) continue;
    const byte = hash[i >> 1] ?? 0;
    const nibble = i % 2 === 0 ? byte >> 4 : byte & 0x0f;
    const wantsUpper = nibble >= 8;
    if (wantsUpper !== (char === char.toUpperCase())) return false;
  }
  return true;
}

function validateEvm(text: string): AddressResult {
  if (!EVM.test(text)) return notOurs(text);
  const hex = text.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return { ok: true, address: text };
  return isEip55(hex) ? { ok: true, address: text } : fail('checksum');
}

/**
 * Checks a withdrawal address for `network`. On success `address` is the input without surrounding
 * white space, case unchanged.
 */
export function validateAddress(network: WalletNetwork, address: string): AddressResult {
  const text = address.trim();
  if (text === '') return fail('empty');
  if (text.length > MAX_LENGTH) return fail('format');
  switch (network) {
    case 'BTC':
      return validateBtc(text);
    case 'TRC20':
      return validateTron(text);
    case 'ETH':
    case 'ERC20':
      return validateEvm(text);
    default:
      // Unreachable for typed callers; a stray value from the wire is not an address of any known network.
      return fail('network');
  }
}

const EVM_TX = /^0x[0-9a-fA-F]{64}$/;
const PLAIN_TX = /^[0-9a-fA-F]{64}$/;

/** A transaction hash as each network's explorers show it: ETH/ERC20 `0x` + 64 hex, TRC20 and BTC 64 hex. Not trimmed. */
export function isValidTxHash(network: WalletNetwork, hash: string): boolean {
  switch (network) {
    case 'ETH':
    case 'ERC20':
      return EVM_TX.test(hash);
    case 'TRC20':
    case 'BTC':
      return PLAIN_TX.test(hash);
    default:
      return false;
  }
}
