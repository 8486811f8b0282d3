/** The words of the wallet's refusals to customers, in one place for its uploads, deposits and withdrawals. */
export const messages = {
  demo: 'The demo account cannot deposit or withdraw; switch to the real account.',
  imageTooLarge: 'The image may be at most 2 MB.',
  imageFormat: 'The image format is wrong: JPG, JPEG 2000 or PNG.',
  imageCorrupt: 'The image is damaged or incomplete; upload it again.',
  noSuchFile: 'No such file.',
  proof: 'Upload the payment proof.',
  txHashUsed: 'This transaction already backs a deposit.',
  amountPositive: 'The amount must be more than zero.',
  depositMethod: 'This coin is not received on that network.',
} as const;
