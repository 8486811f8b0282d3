import 'i18next';
import type account from './locales/en/account.json';
import type auth from './locales/en/auth.json';
import type common from './locales/en/common.json';
import type content from './locales/en/content.json';
import type forms from './locales/en/forms.json';
import type home from './locales/en/home.json';
import type invite from './locales/en/invite.json';
import type market from './locales/en/market.json';
import type messages from './locales/en/messages.json';
import type meta from './locales/en/meta.json';
import type trading from './locales/en/trading.json';
import type orders from './locales/en/orders.json';
import type kyc from './locales/en/kyc.json';
import type plans from './locales/en/plans.json';
import type loan from './locales/en/loan.json';
import type presale from './locales/en/presale.json';
import type nfts from './locales/en/nfts.json';
import type settings from './locales/en/settings.json';
import type support from './locales/en/support.json';
import type wallet from './locales/en/wallet.json';

/**
 * One namespace per catalogue file of `locales/en/`: `t()` is checked against the namespace of its
 * `useTranslation(ns)`, and against `common`, where every namespace falls back.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    fallbackNS: 'common';
    resources: {
      account: typeof account;
      auth: typeof auth;
      common: typeof common;
      content: typeof content;
      forms: typeof forms;
      home: typeof home;
      invite: typeof invite;
      market: typeof market;
      messages: typeof messages;
      meta: typeof meta;
      trading: typeof trading;
      orders: typeof orders;
      kyc: typeof kyc;
      plans: typeof plans;
      loan: typeof loan;
      presale: typeof presale;
      nfts: typeof nfts;
      settings: typeof settings;
      support: typeof support;
      wallet: typeof wallet;
    };
  }
}
