import { fileEndpoint, getEndpoint, postEndpoint } from '../endpoint.ts';
import type {
  BuyNftBody,
  ListMyNftQuery,
  ListNftQuery,
  MyNftPage,
  Nft,
  NftDetail,
  NftPage,
  PlaceBidBody,
} from '../nfts.ts';
import { INDEX_API, USER_API } from './prefixes.ts';

/** Charity NFTs: the market and each NFT are public; bids, purchases and one's own NFTs need a session. */
export const nftEndpoints = {
  /** A page of NFTs (filter by status; sort by ending soon or price) with the platform's cumulative donation. */
  listNft: getEndpoint<NftPage, ListNftQuery>(`${INDEX_API}/listNft`),
  getNft: getEndpoint<NftDetail>(`${INDEX_API}/getNft/:id`),
  /** Holds the bid on the real account; answers `msg` "20004"; takes Idempotency-Key. */
  placeBid: postEndpoint<Nft, PlaceBidBody>(`${USER_API}/placeBid`),
  /** Buys at the buy-now price; answers `msg` "20004"; takes Idempotency-Key. */
  buyNft: postEndpoint<Nft, BuyNftBody>(`${USER_API}/buyNft`),
  /** The NFT's picture (generated SVG or an uploaded image). */
  nftImage: fileEndpoint<`image/${string}`>(`${INDEX_API}/nftImage/:id`),
  listMyNft: getEndpoint<MyNftPage, ListMyNftQuery>(`${USER_API}/listNft`),
};
