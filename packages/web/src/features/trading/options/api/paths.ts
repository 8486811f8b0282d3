/** The prefixes of the options calls: the product list is public, orders are the customer's. */
export const INDEX_API = '/swx/customer/index';
export const ORDER_API = '/swx/customer/order';

/** Every options query starts with this key: a purchase or a settlement refreshes them all. */
export const OPTIONS_KEY = 'options';
