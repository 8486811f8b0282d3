/** Every smart plans query starts with this key: a subscription, an exit or an earning refreshes them all. */
export const PLANS_KEY = 'plans';
