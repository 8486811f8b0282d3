/** Every invite query starts with this key: a commission paid refreshes them all. */
export const INVITE_KEY = 'invite';
/** Commissions arrive within seconds of a friend's trade: the page asks again each 30 seconds while open. */
export const INVITE_POLL_MS = 30_000;
