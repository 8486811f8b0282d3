/**
 * Every endpoint of the API, described once (`@tp/contract/endpoints`). Only types come from the
 * schema modules, so this entry loads no zod: the browser imports it freely.
 */
export * from '../endpoint.ts';
export * from './prefixes.ts';
export { authEndpoints } from './auth.ts';
export { userEndpoints } from './user.ts';
export { contentEndpoints } from './content.ts';
export { marketEndpoints } from './market.ts';
export { watchlistEndpoints } from './watchlist.ts';
export { notifyEndpoints } from './notify.ts';
export { settingsEndpoints } from './settings.ts';
export { walletEndpoints } from './wallet.ts';
export { positionEndpoints } from './positions.ts';
export { optionsEndpoints } from './options.ts';
export { planEndpoints } from './plans.ts';
export { loanEndpoints } from './loans.ts';
export { loanBackofficeEndpoints } from './backoffice-loans.ts';
export { presaleEndpoints } from './presale.ts';
export { nftEndpoints } from './nfts.ts';
export { nftBackofficeEndpoints } from './backoffice-nfts.ts';
export { presaleBackofficeEndpoints } from './backoffice-presale.ts';
export { noticeBackofficeEndpoints } from './backoffice-notices.ts';
export { inviteEndpoints } from './invite.ts';
export { kycEndpoints } from './kyc.ts';
export { kycBackofficeEndpoints } from './backoffice-kyc.ts';
export { referralBackofficeEndpoints } from './backoffice-referrals.ts';
export { BACKOFFICE_API, backofficeEndpoints } from './backoffice.ts';
export { CHAT_API, chatEndpoints } from './chat.ts';
export { chatBackofficeEndpoints } from './backoffice-chat.ts';
