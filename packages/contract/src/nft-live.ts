import type { NftStatus } from './constants.ts';

// The NFT market's live channel. No zod here: the browser imports it.

/** What the market's live channel pushes at each commit that moves a lot. */
export const NFT_SOCKET_PATH = '/websocket/nft';
export interface NftLotUpdate {
  id: number;
  currentBid: string | null;
  minNextBid: string;
  bidCount: number;
  endTime: number;
  status: NftStatus;
  /** The bid that moved the lot, masked; null for a sale by buy now or a settlement. */
  bid: { id: number; bidder: string; amount: string; time: number } | null;
}
export type NftSocketMessage = { type: 'lot'; lot: NftLotUpdate } | { type: 'resync' };
