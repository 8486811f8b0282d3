import { DEPOSIT_MAX, refusalReasons, type Coin } from '@tp/contract';

/** The words of the wallet's refusals to customers, in one place for its uploads, deposits and withdrawals. */
export const messages = {
  demo: 'The demo account cannot deposit or withdraw; switch to the real account.',
  imageTooLarge: refusalReasons.imageTooLarge,
  imageDimensions: refusalReasons.imageDimensions,
  imageFormat: refusalReasons.imageFormat,
  imageCorrupt: refusalReasons.imageCorrupt,
  noSuchFile: 'No such file.',
  proof: refusalReasons.proofMissing,
  txHashUsed: 'This transaction already backs a deposit.',
  amountPositive: 'The amount must be more than zero.',
  depositMethod: 'This coin is not received on that network.',
} as const;

/** A deposit claim over its coin's maximum (DEPOSIT_MAX): refused at the claim, and at an approval of one stored before. */
export const overDepositMax = (coin: Coin) => `The most one ${coin} deposit takes is ${DEPOSIT_MAX[coin]} ${coin}.`;
