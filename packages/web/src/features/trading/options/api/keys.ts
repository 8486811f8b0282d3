/** Every options query starts with this key: a purchase or a settlement refreshes them all. */
export const OPTIONS_KEY = 'options';
