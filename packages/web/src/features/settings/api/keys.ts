/** The react-query key of the customer's account settings. */
export const SETTINGS_KEY = 'account-settings';
