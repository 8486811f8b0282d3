import { z } from 'zod';
import { NFT_RELATIONS, NFT_STATUSES } from './constants.ts';
import { pageOf, pageQuery } from './envelope.ts';
import { AMOUNT_RULES, amountField, moneyString } from './money-schema.ts';
import { text } from './text-schema.ts';

/**
 * Charity NFTs: the platform keeps the tokens in custody (ownership is a record; chain, contract
 * and token id are metadata) and auctions them for a children's charity. Bids are holds on the
 * real USDT account; a sale splits into the charity's share and the platform's fee.
 */
const id = z.number().int().positive();
const idText = z.string().regex(/^[1-9]\d{0,15}$/);
const millis = z.number().int();

export const nft = z.object({
  id: z.number().int(),
  collectionId: z.number().int(),
  collectionName: z.string(),
  name: z.string(),
  creator: z.string(),
  chain: z.string(),
  contractAddress: z.string(),
  tokenId: z.string(),
  /** Where the picture is read (a path on this server). */
  image: z.string(),
  startPrice: moneyString,
  /** The top bid, null before the first. */
  currentBid: moneyString.nullable(),
  /** The least the next bid may be: the starting price, or the top bid plus the increment (rounded up to 6 dp). */
  minNextBid: moneyString,
  buyNowPrice: moneyString.nullable(),
  bidCount: z.number().int(),
  startTime: millis,
  endTime: millis,
  status: z.enum(NFT_STATUSES),
  /** The auction's terms: the minimum increment (a fraction, "0.05" is 5 %), the anti-sniping window, the fee. */
  incrementRate: z.string(),
  antiSnipingMinutes: z.number().int(),
  /** The charity's share of the sale price (a fraction): one minus the platform's fee rate. */
  charityShare: z.string(),
  /** The cumulative donation of this NFT's collection (USDT). */
  donation: moneyString,
  /** Shown only to the owner: "you". */
  owner: z.string().optional(),
});
export type Nft = z.infer<typeof nft>;

export const nftPage = pageOf(nft).extend({
  /** What every sale so far has given the charity (USDT). */
  platformDonation: moneyString,
});
export type NftPage = z.infer<typeof nftPage>;

export const NFT_SORTS = ['ending', 'price_asc', 'price_desc'] as const;
export type NftSort = (typeof NFT_SORTS)[number];
export const listNftQuery = z.strictObject({
  ...pageQuery,
  status: z.enum(NFT_STATUSES).optional(),
  sort: z.enum(NFT_SORTS).optional(),
});
export type ListNftQuery = z.infer<typeof listNftQuery>;
export const nftIdParam = z.strictObject({ id: idText });

/** One accepted bid as everyone sees it: the bidder masked. */
export const nftBid = z.object({
  id: z.number().int(),
  bidder: z.string(),
  amount: moneyString,
  time: millis,
});
export type NftBid = z.infer<typeof nftBid>;

export const nftDetail = nft.extend({
  /** Newest first, at most the last 50. */
  bids: z.array(nftBid),
});
export type NftDetail = z.infer<typeof nftDetail>;

export const placeBidBody = z.strictObject({ id, amount: amountField(AMOUNT_RULES.bid) });
export type PlaceBidBody = z.infer<typeof placeBidBody>;
export const buyNftBody = z.strictObject({ id });
export type BuyNftBody = z.infer<typeof buyNftBody>;

/** A donation receipt: what a purchase gave the charity. */
export const nftReceipt = z.object({
  receiptNo: z.string(),
  price: moneyString,
  charityAmount: moneyString,
  feeAmount: moneyString,
  kind: z.enum(['auction', 'buy_now']),
  time: millis,
});
export type NftReceipt = z.infer<typeof nftReceipt>;

/** One of the customer's NFTs: owned (with its receipt), bid on (with the held amount) or lost. */
export const myNft = z.object({
  nft,
  relation: z.enum(NFT_RELATIONS),
  /** The customer's highest bid on the lot, if any. */
  yourBid: moneyString.nullable(),
  /** What is held on the real account for the lot now (the open top bid), else "0". */
  held: moneyString,
  receipt: nftReceipt.nullable(),
});
export type MyNft = z.infer<typeof myNft>;
export const myNftPage = pageOf(myNft);
export type MyNftPage = z.infer<typeof myNftPage>;
export const listMyNftQuery = z.strictObject({ ...pageQuery, relation: z.enum(NFT_RELATIONS).optional() });
export type ListMyNftQuery = z.infer<typeof listMyNftQuery>;

// ---------------------------------------------------------------------------------------------
// The back office

const label = (max: number) => text(max).trim().min(1);
export const createNftCollectionBody = z.strictObject({
  name: label(80),
  creator: label(80),
  chain: z.enum(['Ethereum', 'Polygon', 'Solana', 'Base', 'Arbitrum']),
  contractAddress: z.string().regex(/^[0-9A-Za-z]{20,64}$/),
});
export type CreateNftCollectionBody = z.infer<typeof createNftCollectionBody>;
export const nftCollection = z.object({
  id: z.number().int(),
  name: z.string(),
  creator: z.string(),
  chain: z.string(),
  contractAddress: z.string(),
  nftCount: z.number().int(),
  donation: moneyString,
});
export type NftCollection = z.infer<typeof nftCollection>;

const priceText = amountField(AMOUNT_RULES.nftPrice);
export const createNftBody = z.strictObject({
  collectionId: id,
  name: label(80),
  tokenId: z.string().regex(/^\d{1,20}$/),
  imageFileId: z.uuid(),
  startPrice: priceText,
  buyNowPrice: priceText.optional(),
  startTime: millis.positive(),
  endTime: millis.positive(),
});
export type CreateNftBody = z.infer<typeof createNftBody>;

export const nftAdmin = nft.extend({
  state: z.enum(['open', 'sold', 'unsold', 'cancelled']),
  ownerId: z.number().int().nullable(),
});
export type NftAdmin = z.infer<typeof nftAdmin>;
export const nftAdminPage = pageOf(nftAdmin);
export type NftAdminPage = z.infer<typeof nftAdminPage>;
export const listNftAdminQuery = z.strictObject({ ...pageQuery });
export type ListNftAdminQuery = z.infer<typeof listNftAdminQuery>;

/** The charity's totals and the payout report: every sale with its split. */
export const nftCharityReport = z.object({
  charityTotal: moneyString,
  feeTotal: moneyString,
  salesTotal: moneyString,
  /** The charity's ledger account balance: equals charityTotal (what is owed to the charity). */
  charityAccountBalance: moneyString,
  sales: z.array(
    z.object({
      receiptNo: z.string(),
      nftId: z.number().int(),
      nftName: z.string(),
      collectionName: z.string(),
      buyerId: z.number().int(),
      price: moneyString,
      charityAmount: moneyString,
      feeAmount: moneyString,
      time: millis,
    }),
  ),
});
export type NftCharityReport = z.infer<typeof nftCharityReport>;
