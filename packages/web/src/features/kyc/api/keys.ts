/** The query key of everything about the customer's verification. */
export const KYC_KEY = 'kyc';
