import { refusalReasons } from '@tp/contract';

/** The words of the wallet's refusals to customers, in one place for its uploads, deposits and withdrawals. */
export const messages = {
  demo: 'The demo account cannot deposit or withdraw; switch to the real account.',
  imageTooLarge: refusalReasons.imageTooLarge,
  imageFormat: refusalReasons.imageFormat,
  imageCorrupt: refusalReasons.imageCorrupt,
  noSuchFile: 'No such file.',
  proof: refusalReasons.proofMissing,
  txHashUsed: 'This transaction already backs a deposit.',
  amountPositive: 'The amount must be more than zero.',
  depositMethod: 'This coin is not received on that network.',
} as const;
