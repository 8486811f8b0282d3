import { ACCOUNT_SCALE, Money, type Nft, type NftBid, type NftReceipt, type NftStatus } from '@tp/contract';
import { nftEndpoints, pathOf } from '@tp/contract/endpoints';
import type { BidRow, NftRow, NftView, SaleRow } from './repo.ts';

/** How a row reads to everyone: the clock decides upcoming, live and ended for open lots. */
export function statusOf(row: Pick<NftRow, 'state' | 'startsAt' | 'endsAt'>, now: Date): NftStatus {
  if (row.state === 'sold') return 'sold';
  if (row.state !== 'open') return 'ended';
  if (now < row.startsAt) return 'upcoming';
  return now < row.endsAt ? 'live' : 'ended';
}

/** Whether bids and buy now are taken now. */
export function isLive(row: NftRow, now: Date): boolean {
  return statusOf(row, now) === 'live';
}

/**
 * The least the next bid may be: the starting price before the first bid, then the top bid plus
 * the increment, rounded up to 6 dp (a bid is never accepted for less than the stated increment).
 */
export function minNextBid(row: Pick<NftRow, 'currentBid' | 'startPrice' | 'incrementRate'>): Money {
  if (row.currentBid === null) return Money.of(row.startPrice);
  const current = Money.of(row.currentBid);
  return current.plus(current.times(row.incrementRate)).round(ACCOUNT_SCALE, 'up');
}

/**
 * The split of a sale: the platform's fee is price × fee rate rounded down to 6 dp (in the
 * charity's favour), the charity gets the rest, so the two always add up to the price exactly.
 */
export function splitOf(price: Money, feeRate: string): { charity: Money; fee: Money } {
  const fee = price.times(feeRate).round(ACCOUNT_SCALE, 'down');
  return { charity: price.minus(fee), fee };
}

/** A bidder as the public sees them: the first two and last two characters (`ab***yz`). */
export function maskBidder(username: string): string {
  const chars = Array.from(username);
  if (chars.length <= 4) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

export function imagePath(imageId: string): string {
  return pathOf(nftEndpoints.nftImage, { id: imageId });
}

const plain = (value: string | null) => (value === null ? null : Money.of(value).toString());

export function toNft(row: NftView, now: Date, viewerId?: number): Nft {
  return {
    id: row.id,
    collectionId: row.collectionId,
    collectionName: row.collectionName,
    name: row.name,
    creator: row.creator,
    chain: row.chain,
    contractAddress: row.contractAddress,
    tokenId: row.tokenId,
    image: imagePath(row.imageId),
    startPrice: Money.of(row.startPrice).toString(),
    currentBid: plain(row.currentBid),
    minNextBid: minNextBid(row).toString(),
    buyNowPrice: plain(row.buyNowPrice),
    bidCount: row.bidCount,
    startTime: row.startsAt.getTime(),
    endTime: row.endsAt.getTime(),
    status: statusOf(row, now),
    incrementRate: Money.of(row.incrementRate).toString(),
    antiSnipingMinutes: row.antiSnipingMinutes,
    charityShare: Money.of('1').minus(row.feeRate).toString(),
    donation: Money.of(row.donation).toString(),
    ...(viewerId !== undefined && row.ownerId === viewerId ? { owner: 'you' } : {}),
  };
}

export function toBid(row: BidRow & { username: string }): NftBid {
  return {
    id: row.id,
    bidder: maskBidder(row.username),
    amount: Money.of(row.amount).toString(),
    time: row.createdAt.getTime(),
  };
}

export function toReceipt(sale: SaleRow): NftReceipt {
  return {
    receiptNo: sale.receiptNo,
    price: Money.of(sale.price).toString(),
    charityAmount: Money.of(sale.charityAmount).toString(),
    feeAmount: Money.of(sale.feeAmount).toString(),
    kind: sale.kind,
    time: sale.createdAt.getTime(),
  };
}

/** A receipt number that says what it is: the year and the NFT's number (an NFT is sold once). */
export function receiptNumber(nftId: number, at: Date): string {
  return `NFT-${at.getUTCFullYear()}-${String(nftId).padStart(6, '0')}`;
}
