/** Every presale query starts with this key: a commitment refreshes them all. */
export const PRESALE_KEY = 'presale';
