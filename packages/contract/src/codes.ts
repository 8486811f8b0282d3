/**
 * The code catalogue of the product specification (section 8). Every coded answer the server
 * gives comes from here, and the web app maps the same numbers to localized messages.
 */
export const ErrorCode = {
  enterUsernameOrEmail: 10001,
  emailWrong: 10002,
  usernameInputError: 10003,
  passwordWrong: 10004,
  abnormalUserStatus: 10005,
  usernameExists: 10006,
  emailExists: 10007,
  userStatusWrong: 10008,
  noMatchingUser: 10009,
  expertAdvisorProductWrong: 10010,
  insufficientBalance: 10011,
  noMatchingDays: 10012,
  investmentAmountWrong: 10013,
  optionsProductWrong: 10014,
  marketClosed: 10015,
  purchaseAmountWrong: 10016,
  noMatchingPeriod: 10017,
  systemParameterMissing: 10018,
  authenticationStatusWrong: 10019,
  collectionStatusWrong: 10020,
  receivingAddressMissing: 10021,
  notRealNameVerified: 10022,
  loanTermWrong: 10023,
  alreadyBought: 10024,
  withdrawalMethodMissing: 10025,
  badParameters: 10088,
  verificationCodeIncorrect: 10091,
  emailAlreadyRegistered: 10092,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** English sentences sent as `msg` with each business failure. */
export const errorMessages: Record<ErrorCode, string> = {
  10001: 'Enter a username or e-mail.',
  10002: 'The e-mail address is wrong.',
  10003: 'The username is not valid.',
  10004: 'The username or password is wrong.',
  10005: 'The user status is abnormal.',
  10006: 'The username already exists.',
  10007: 'The e-mail already exists.',
  10008: 'The user status is wrong.',
  10009: 'No matching user.',
  10010: 'The expert advisor product is wrong.',
  10011: 'Insufficient balance: top up or release margin before buying.',
  10012: 'No matching days.',
  10013: 'The investment amount is wrong.',
  10014: 'The options product is wrong.',
  10015: 'The market is closed; trading is unavailable.',
  10016: 'The purchase amount is wrong.',
  10017: 'No matching period.',
  10018: 'Failed to get the system parameter.',
  10019: "The user's authentication status is wrong.",
  10020: 'The collection status is wrong.',
  10021: 'The receiving address is not filled in.',
  10022: 'The user is not real-name verified.',
  10023: 'The loan term is wrong.',
  10024: 'The same product is already bought; do not buy it again.',
  10025: 'Select a withdrawal method.',
  10088: 'Operation failed: the parameters are incorrect.',
  10091: 'The verification code is incorrect.',
  10092: 'The e-mail is already registered.',
};

/**
 * Reasons the server gives under a code it shares with other refusals (10088 most often, 10004),
 * sent as the envelope's `msg` exactly as written here: the web app words each one in the
 * reader's language, where the code alone would say only "the parameters are incorrect".
 */
export const refusalReasons = {
  imageFormat: 'The image format is wrong: JPG, JPEG 2000 or PNG.',
  imageTooLarge: 'The image may be at most 2 MB.',
  imageDimensions: 'The image may be at most 8000 pixels a side and 40 megapixels.',
  imageCorrupt: 'The image is damaged or incomplete; upload it again.',
  proofMissing: 'Upload the payment proof.',
  currentPasswordWrong: 'The current password is wrong.',
  signInLinkUsed: 'This sign-in link was already used or has expired.',
  noSuchInstrument: 'No such instrument.',
  smartDemo: 'Demo accounts cannot use smart trading; switch to the real account.',
  noSuchPlan: 'No such plan.',
  planNotEarning: 'This plan has already ended.',
  productClosed: 'This product is closed to new subscriptions.',
  quotaExceeded: 'The amount is more than what is left of the product quota.',
  tooManyPlans: 'Too many earning plans at once.',
  demoBarred: 'The demo account cannot use this; switch to the real account.',
  noSuchPresale: 'No such presale round.',
  presaleClosed: 'This presale round is not open for commitments now.',
  loanDemo: 'Demo accounts cannot borrow; switch to the real account.',
  loanProductClosed: 'This loan product is closed to new loans.',
  loanAmountLimits: "The amount is outside this loan product's minimum and maximum.",
  signatureMissing: 'Sign the agreement: draw your signature or type your name, and submit it.',
  signatureBlank: 'The signature is empty: draw your signature or type your name, then submit.',
  loanOpen: 'You already have a loan awaiting review or being repaid.',
  noSuchLoan: 'No such loan.',
  loanNotRepayable: 'This loan is not being repaid: it is pending, rejected or already repaid.',
  loanDecided: 'This loan has already been decided.',
  loanOverdue: 'Withdrawals are paused while a loan is overdue: repay the loan first.',
  loanProductLimits:
    'Check the product: minimum ≤ maximum ≤ verified maximum, a daily rate above 0 and at most 0.01, interest-free days below the term.',
  noSuchNft: 'No such NFT.',
  nftOwnLot: 'You cannot bid on or buy your own lot.',
  nftNoBuyNow: 'This NFT has no buy-now price.',
  antiPhishingCode: 'The anti-phishing code must be 4 to 20 letters, digits, spaces, hyphens or underscores.',
  firstNameUnprintable:
    'The first name has a character the loan agreement cannot print: write it in Latin, Cyrillic, Greek, Arabic, Chinese, Japanese or Korean letters.',
  lastNameUnprintable:
    'The last name has a character the loan agreement cannot print: write it in Latin, Cyrillic, Greek, Arabic, Chinese, Japanese or Korean letters.',
} as const;
export type RefusalReason = keyof typeof refusalReasons;

/** Success messages: sent as the string of the number in `msg`, with code 200. */
export const SuccessCode = {
  submittedForReview: 20001,
  rechargeSubmitted: 20002,
  withdrawalSubmitted: 20003,
  purchaseSuccessful: 20004,
  modifiedSuccessfully: 20005,
} as const;
export type SuccessCode = (typeof SuccessCode)[keyof typeof SuccessCode];

/** Body code of a missing, invalid, expired or revoked session. */
export const SESSION_REQUIRED_CODE = 401;

/** Body code of a back-office call the operator's role does not allow, and its message. */
export const ROLE_FORBIDDEN_CODE = 403;
export const ROLE_FORBIDDEN_MESSAGE = 'Your role may not do this.';
