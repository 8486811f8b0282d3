import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sha256 } from '@noble/hashes/sha2.js';
import { bech32, bech32m, createBase58check } from '@scure/base';
import { isValidTxHash, validateAddress, type AddressProblem, type WalletNetwork } from './address.ts';
import { WALLET_NETWORKS } from './constants.ts';

const base58check = createBase58check(sha256);
const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32_ALPHABET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

function reasonOf(network: WalletNetwork, address: string): AddressProblem | 'ok' {
  const result = validateAddress(network, address);
  return result.ok ? 'ok' : result.reason;
}

function expectValid(network: WalletNetwork, address: string): void {
  expect(validateAddress(network, address), `${network} ${address}`).toEqual({ ok: true, address });
}

function expectProblem(network: WalletNetwork, address: string, reason: AddressProblem): void {
  expect(reasonOf(network, address), `${network} ${address}`).toBe(reason);
}

/** The same 20-byte hash under another version byte. */
function reversion(address: string, version: number): string {
  const payload = base58check.decode(address);
  return base58check.encode(Uint8Array.of(version, ...payload.subarray(1)));
}

function replaceAt(text: string, index: number, char: string): string {
  return text.slice(0, index) + char + text.slice(index + 1);
}

// The genesis block's coinbase address: hash160 62e907b15cbf27d5425399ebf6f0fb50ebb88f18.
const GENESIS = '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa';
const P2SH = '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy';
const P2WPKH = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
const P2WSH = 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3';
const P2TR = 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0';
const USDT_TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const EIP55 = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];

describe('validateAddress, common rules', () => {
  it('lists the four networks', () => {
    expect(WALLET_NETWORKS).toEqual(['TRC20', 'ERC20', 'BTC', 'ETH']);
  });

  it('answers empty for nothing or only white space, on every network', () => {
    for (const network of WALLET_NETWORKS) {
      expectProblem(network, '', 'empty');
      expectProblem(network, ' \t\n', 'empty');
    }
  });

  it('trims the input and keeps its case', () => {
    expect(validateAddress('BTC', `  ${GENESIS}\n`)).toEqual({ ok: true, address: GENESIS });
    expect(validateAddress('TRC20', `\t${USDT_TRON} `)).toEqual({ ok: true, address: USDT_TRON });
    expect(validateAddress('ETH', ` ${EIP55[0]!} `)).toEqual({ ok: true, address: EIP55[0] });
    const upper = P2WPKH.toUpperCase();
    expect(validateAddress('BTC', ` ${upper} `)).toEqual({ ok: true, address: upper });
  });

  it('refuses white space inside, and overlong input without decoding it', () => {
    expectProblem('BTC', GENESIS.slice(0, 10) + ' ' + GENESIS.slice(10), 'format');
    expectProblem('TRC20', 'T'.repeat(10_000), 'format');
    expectProblem('ETH', `0x${'a'.repeat(10_000)}`, 'format');
  });
});

describe('validateAddress BTC', () => {
  it('accepts legacy, segwit v0 and taproot mainnet addresses', () => {
    for (const address of [GENESIS, P2SH, P2WPKH, P2WSH, P2TR, P2WPKH.toUpperCase(), P2TR.toUpperCase()]) {
      expectValid('BTC', address);
    }
  });

  it('refuses a Base58Check typo as checksum and a foreign character or length as format', () => {
    expectProblem('BTC', replaceAt(GENESIS, 5, GENESIS[5] === 'a' ? 'b' : 'a'), 'checksum');
    expectProblem('BTC', replaceAt(P2SH, 20, P2SH[20] === 'a' ? 'b' : 'a'), 'checksum');
    // A corrupted copy of the genesis address that circulates (the tail differs): its checksum fails.
    expectProblem('BTC', '1A1zP1eP5QGefi2DMPTfTL5SDUcPCcpcxz', 'checksum');
    expectProblem('BTC', replaceAt(GENESIS, 5, '0'), 'format');
    expectProblem('BTC', `${GENESIS}1`, 'format');
    expectProblem('BTC', `${GENESIS}zz`, 'format');
    // A dropped character may still decode to 25 bytes, so the reason may be either; it is refused.
    expect(reasonOf('BTC', GENESIS.slice(0, -1))).not.toBe('ok');
    expectProblem('BTC', 'hello', 'format');
  });

  it('answers network for testnet addresses', () => {
    const testP2pkh = reversion(GENESIS, 0x6f);
    const testP2sh = reversion(P2SH, 0xc4);
    expect(testP2pkh).toMatch(/^[mn]/);
    expect(testP2sh).toMatch(/^2/);
    expectProblem('BTC', testP2pkh, 'network');
    expectProblem('BTC', testP2sh, 'network');
    // BIP-173/350 testnet vectors.
    expectProblem('BTC', 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7', 'network');
    expectProblem('BTC', 'tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy', 'network');
    expectProblem('BTC', 'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c', 'network');
  });

  it('answers network for TRON and EVM addresses', () => {
    expectProblem('BTC', USDT_TRON, 'network');
    expectProblem('BTC', EIP55[0]!, 'network');
    expectProblem('BTC', EIP55[0]!.toLowerCase(), 'network');
  });

  it('refuses the BIP-173 invalid vectors', () => {
    const cases: [string, AddressProblem][] = [
      ['tc1qw508d6qejxtdg4y5r3zarvary0c5xw7kg3g4ty', 'network'], // valid bech32 of another prefix
      ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'checksum'],
      ['BC13W508D6QEJXTDG4Y5R3ZARVARY0C5XW7KN40WF2', 'format'], // witness version 17
      ['bc1rw5uspcuh', 'checksum'], // v3 in Bech32 (BIP-350 wants Bech32m)
      ['bc10w508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kw5rljs90', 'checksum'],
      ['BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', 'format'], // v0 with a 16-byte program
      ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sL5k7', 'format'], // mixed case
      ['bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du', 'checksum'],
      ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3pjxtptv', 'format'], // non-zero padding
      ['bc1gmk9yu', 'format'], // empty data section
    ];
    for (const [address, reason] of cases) expectProblem('BTC', address, reason);
  });

  it('refuses the BIP-350 invalid vectors', () => {
    const cases: [string, AddressProblem][] = [
      ['tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut', 'network'], // valid bech32m, other prefix
      ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', 'checksum'], // Bech32 for v1
      ['tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf', 'checksum'], // Bech32 for v2
      ['BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL', 'checksum'], // Bech32 for v16
      ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', 'checksum'], // Bech32m for v0
      ['tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47', 'checksum'], // Bech32m for v0
      ['bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4', 'format'], // 'o' in the checksum
      ['BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R', 'format'], // witness version 17
      ['bc1pw5dgrnzv', 'format'], // 1-byte program
      ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav', 'format'], // 41 bytes
      ['BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', 'format'], // v0 with 16 bytes
      ['tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq', 'format'], // mixed case
      ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf', 'format'], // > 4 padding bits
      ['tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j', 'format'], // non-zero padding
      ['bc1gmk9yu', 'format'], // empty data section
    ];
    for (const [address, reason] of cases) expectProblem('BTC', address, reason);
  });

  it('refuses the pre-BIP-350 Bech32 encodings of v1+ programs', () => {
    expectProblem('BTC', 'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7k7grplx', 'checksum');
    expectProblem('BTC', 'BC1SW50QA3JX3S', 'checksum');
    expectProblem('BTC', 'bc1zw508d6qejxtdg4y5r3zarvaryvg6kdaj', 'checksum');
  });

  it('refuses well-formed v1 programs other than 32 bytes and the not-yet-defined v2–v16, by policy', () => {
    // Valid BIP-350 strings, but nothing can spend these outputs today: a withdrawal there would be lost.
    expectProblem('BTC', 'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y', 'format');
    expectProblem('BTC', 'BC1SW50QGDZ25J', 'format');
    expectProblem('BTC', 'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs', 'format');
  });
});

describe('validateAddress ETH and ERC20', () => {
  it('accepts the EIP-55 vectors on both networks', () => {
    for (const address of EIP55) {
      expectValid('ETH', address);
      expectValid('ERC20', address);
    }
  });

  it('accepts all-lowercase and all-uppercase hex without a checksum', () => {
    for (const address of EIP55) {
      expectValid('ETH', address.toLowerCase());
      expectValid('ERC20', `0x${address.slice(2).toUpperCase()}`);
    }
  });

  it('refuses any single flipped letter case as checksum', () => {
    expectProblem('ETH', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', 'checksum');
    for (const address of EIP55) {
      for (let i = 2; i < address.length; i++) {
        const char = address.charAt(i);
        if (!/[a-f]/i.test(char)) continue;
        const flipped = replaceAt(address, i, char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase());
        const hex = flipped.slice(2);
        if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) continue;
        expectProblem('ERC20', flipped, 'checksum');
      }
    }
  });

  it('refuses other shapes as format', () => {
    const address = EIP55[0]!;
    expectProblem('ETH', address.slice(2), 'format');
    expectProblem('ETH', address.slice(0, -1), 'format');
    expectProblem('ETH', `${address}0`, 'format');
    expectProblem('ETH', `0X${address.slice(2)}`, 'format');
    expectProblem('ETH', replaceAt(address, 5, 'g'), 'format');
  });

  it('answers network for TRON and BTC addresses', () => {
    expectProblem('ERC20', USDT_TRON, 'network');
    expectProblem('ETH', GENESIS, 'network');
    expectProblem('ETH', P2TR, 'network');
  });
});

describe('validateAddress TRC20', () => {
  it('accepts the USDT contract address', () => {
    expectValid('TRC20', USDT_TRON);
  });

  it('refuses a one-character typo as checksum', () => {
    expectProblem('TRC20', replaceAt(USDT_TRON, 10, 'y'), 'checksum');
    expectProblem('TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', 'checksum');
    for (let i = 0; i < USDT_TRON.length; i++) {
      const replacement = USDT_TRON[i] === 'z' ? 'y' : 'z';
      expect(reasonOf('TRC20', replaceAt(USDT_TRON, i, replacement))).not.toBe('ok');
    }
  });

  it('refuses other shapes as format', () => {
    expect(reasonOf('TRC20', USDT_TRON.slice(0, -1))).not.toBe('ok');
    expectProblem('TRC20', `${USDT_TRON}zz`, 'format');
    expectProblem('TRC20', replaceAt(USDT_TRON, 3, 'l'), 'format');
    // TRON's hex form is not a withdrawal address.
    expectProblem('TRC20', '41a614f803b6fd780986a42c78ec9c7f77e6ded13c', 'format');
  });

  it('answers network for BTC and EVM addresses', () => {
    expectProblem('TRC20', GENESIS, 'network');
    expectProblem('TRC20', P2SH, 'network');
    expectProblem('TRC20', P2WPKH, 'network');
    expectProblem('TRC20', EIP55[1]!, 'network');
  });
});

describe('validateAddress properties', () => {
  const payload = fc.uint8Array({ minLength: 20, maxLength: 20 });

  it('accepts library-encoded TRON and P2PKH addresses and refuses any single-character change', () => {
    const cases = fc.tuple(
      payload,
      fc.constantFrom<[WalletNetwork, number]>(['TRC20', 0x41], ['BTC', 0x00]),
      fc.nat(),
      fc.constantFrom(...Array.from(`${BASE58_ALPHABET}0OIl+ `)),
    );
    fc.assert(
      fc.property(cases, ([hash, [network, version], position, char]) => {
        const address = base58check.encode(Uint8Array.of(version, ...hash));
        expect(validateAddress(network, address)).toEqual({ ok: true, address });
        const index = position % address.length;
        fc.pre(address[index] !== char);
        expect(reasonOf(network, replaceAt(address, index, char))).not.toBe('ok');
      }),
      { numRuns: 500 },
    );
  });

  it('accepts library-encoded segwit v0 and taproot addresses and refuses any single-character change', () => {
    const cases = fc.tuple(
      fc.oneof(
        fc.tuple(fc.constant(0), fc.uint8Array({ minLength: 20, maxLength: 20 })),
        fc.tuple(fc.constant(0), fc.uint8Array({ minLength: 32, maxLength: 32 })),
        fc.tuple(fc.constant(1), fc.uint8Array({ minLength: 32, maxLength: 32 })),
      ),
      fc.nat(),
      fc.constantFrom(...Array.from(`${BECH32_ALPHABET}${BECH32_ALPHABET.toUpperCase()}1bio`)),
    );
    fc.assert(
      fc.property(cases, ([[version, program], position, char]) => {
        const coder = version === 0 ? bech32 : bech32m;
        const address = coder.encode('bc', [version, ...coder.toWords(program)]);
        expect(validateAddress('BTC', address)).toEqual({ ok: true, address });
        const index = position % address.length;
        fc.pre(address[index] !== char);
        expect(reasonOf('BTC', replaceAt(address, index, char))).not.toBe('ok');
      }),
      { numRuns: 500 },
    );
  });
});

describe('isValidTxHash', () => {
  const hex = 'a1075db55d416d3ca199f55b6084e2115b9345e16c5cf302fc80e9d5fbf5d48d';

  it('wants 0x + 64 hex on ETH and ERC20', () => {
    expect(isValidTxHash('ETH', `0x${hex}`)).toBe(true);
    expect(isValidTxHash('ERC20', `0x${hex.toUpperCase()}`)).toBe(true);
    expect(isValidTxHash('ETH', hex)).toBe(false);
    expect(isValidTxHash('ERC20', `0x${hex.slice(1)}`)).toBe(false);
    expect(isValidTxHash('ETH', `0x${hex}0`)).toBe(false);
  });

  it('wants 64 hex without 0x on TRC20 and BTC', () => {
    expect(isValidTxHash('BTC', hex)).toBe(true);
    expect(isValidTxHash('TRC20', hex.toUpperCase())).toBe(true);
    expect(isValidTxHash('BTC', `0x${hex}`)).toBe(false);
    expect(isValidTxHash('TRC20', hex.slice(1))).toBe(false);
    expect(isValidTxHash('BTC', replaceAt(hex, 3, 'g'))).toBe(false);
  });

  it('does not trim', () => {
    expect(isValidTxHash('BTC', ` ${hex}`)).toBe(false);
    expect(isValidTxHash('ETH', `0x${hex}\n`)).toBe(false);
  });
});
