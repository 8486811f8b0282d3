/** Every NFT query starts with this key: a bid, a purchase or a live update refreshes them. */
export const NFT_KEY = 'nfts';
