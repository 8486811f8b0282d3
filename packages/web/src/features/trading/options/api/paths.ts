/** The prefixes of the options calls: the product list is public, orders are the customer's (the trade desk's group). */
export const INDEX_API = '/swx/customer/index';
export { ORDER_API } from '../../api/keys.ts';

/** Every options query starts with this key: a purchase or a settlement refreshes them all. */
export const OPTIONS_KEY = 'options';
