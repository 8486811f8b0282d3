import { describe, expect, it } from 'vitest';
import { isValidTxHash } from '@tp/contract/address';
import { COINS, DEPOSIT_MAX, WALLET_NETWORKS, WITHDRAWAL_MAX } from '@tp/contract/constants';
import { Money } from '@tp/contract/money';
import { checkDepositAmount, checkProofFile, checkWithdrawalAmount, isTxHash } from './rules.ts';

describe('the wallet checks', () => {
  it('applies the minimum deposit of each coin, as decimals', () => {
    expect(checkDepositAmount('119.99', 'USDT', '120')).toEqual({
      key: 'minimumDeposit',
      values: { name: 'USDT', limit: '120' },
    });
    expect(checkDepositAmount('120', 'USDT', '120')).toBeNull();
    expect(checkDepositAmount('0.0149', 'BTC', '0.015')).toMatchObject({ key: 'minimumDeposit' });
    expect(checkDepositAmount('0.2', 'ETH', '0.2')).toBeNull();
    expect(checkDepositAmount('0.123456789', 'ETH', '0.2')).toEqual({ key: 'decimals', values: { decimals: 8 } });
    expect(checkDepositAmount('', 'BTC', '0.015')).toEqual({ key: 'enterAmount' });
    expect(checkDepositAmount('1,5', 'BTC', '0.015')).toEqual({ key: 'amountInvalid' });
  });

  it('keeps a withdrawal between the minimum and what is available', () => {
    expect(checkWithdrawalAmount('100.000001', 6, '100', '20')).toEqual({
      key: 'exceedsAvailable',
      values: { amount: '100' },
    });
    expect(checkWithdrawalAmount('100', 6, '100', '20')).toBeNull();
    expect(checkWithdrawalAmount('20', 6, '100', '20')).toBeNull();
    expect(checkWithdrawalAmount('19.999999', 6, '100', '20')).toEqual({
      key: 'minimumWithdrawal',
      values: { limit: '20' },
    });
    expect(checkWithdrawalAmount('0', 6, '100', '20')).toEqual({ key: 'amountInvalid' });
  });

  it('says the most one deposit of each coin and one withdrawal take, before anything is sent', () => {
    for (const coin of COINS) {
      expect(checkDepositAmount(DEPOSIT_MAX[coin], coin, '0.015')).toBeNull();
      const over = Money.of(DEPOSIT_MAX[coin])
        .plus(coin === 'USDT' ? '0.000001' : '0.00000001')
        .toString();
      expect(checkDepositAmount(over, coin, '0.015')).toEqual({
        key: 'maximumDeposit',
        values: { name: coin, limit: DEPOSIT_MAX[coin] },
      });
    }
    expect(checkDepositAmount('99999999999999999999', 'USDT', '120')).toMatchObject({ key: 'maximumDeposit' });
    const plenty = '100000000';
    expect(checkWithdrawalAmount(WITHDRAWAL_MAX, 6, plenty, '20')).toBeNull();
    expect(checkWithdrawalAmount(`${WITHDRAWAL_MAX}.000001`, 6, plenty, '20')).toEqual({
      key: 'maximumWithdrawal',
      values: { limit: WITHDRAWAL_MAX },
    });
  });

  it('reads transaction hashes exactly as the contract does', () => {
    const samples = [
      `0x${'a'.repeat(64)}`,
      `0x${'A1'.repeat(32)}`,
      'f'.repeat(64),
      'f'.repeat(63),
      `0x${'g'.repeat(64)}`,
      ` ${'a'.repeat(64)}`,
      '',
    ];
    for (const network of WALLET_NETWORKS) {
      for (const hash of samples)
        expect(isTxHash(network, hash), `${network} ${hash}`).toBe(isValidTxHash(network, hash));
    }
  });

  it('takes PNG, JPEG and JPEG 2000 images up to 2 MB', () => {
    const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });
    expect(checkProofFile(file('proof.png', 'image/png', 2 * 1024 * 1024))).toBeNull();
    expect(checkProofFile(file('proof.jp2', '', 10))).toBeNull();
    expect(checkProofFile(file('proof.png', 'image/png', 2 * 1024 * 1024 + 1))).toEqual({ key: 'imageSize' });
    expect(checkProofFile(file('proof.gif', 'image/gif', 10))).toEqual({ key: 'imageFormat' });
  });
});
