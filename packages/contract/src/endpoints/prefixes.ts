/** The customer API's groups (the specification's section 7): every `/swx` path starts with one. */
export const LOGIN_API = '/swx/customer/login';
export const USER_API = '/swx/customer/user';
export const INDEX_API = '/swx/customer/index';
export const ORDER_API = '/swx/customer/order';
