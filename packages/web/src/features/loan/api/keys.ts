/** Every loans query starts with this key: borrowing or repaying refreshes them all. */
export const LOANS_KEY = 'loans';
