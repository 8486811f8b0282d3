import {
  ErrorCode,
  Money,
  type AccountMode,
  type BuyNftBody,
  type ListMyNftQuery,
  type ListNftQuery,
  type MyNft,
  type Nft,
  type NftDetail,
  type NftPage,
  type PlaceBidBody,
} from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../core/errors.ts';
import { accountKey } from '../../core/account-key.ts';
import { loneRequest, submitOrServeAlone } from '../../core/batch-keys.ts';
import { GroupCommit } from '../../core/group-commit.ts';
import { keyedCall, withIdempotency, type IdempotentRequest } from '../../core/idempotency.ts';
import { listPage, offsetOf, type Page, type PageRequest } from '../../core/paging.ts';
import type { SessionContext } from '../../core/request.ts';
import { CustomerAccountIds } from '../../ledger/index.ts';
import { writeBids } from './bid-batch.ts';
import type { BatchedBid } from './bid-book.ts';
import { buyNow, nftMessages, placeBid, precheckBid } from './bidding.ts';
import { toBid, toNft, toReceipt } from './record.ts';
import * as repo from './repo.ts';

export { NftSettler, settleLot } from './settler.ts';
export { NFT_LOT_CHANNEL, nftMessages } from './bidding.ts';
export { NftLiveHub } from './live.ts';

/** Bids shown on an NFT's page: the latest. */
const HISTORY_BIDS = 50;
/** Most bids in one batch: every bound is explicit. */
export const BID_BATCH_MAX = 64;

export interface NftDeps {
  db: Db;
  now: () => Date;
  /** Most batches of bids written at once; 1 by default (the embedded database). */
  batches?: number;
  onBatchFailure?: (err: unknown, size: number) => void;
}

/**
 * Charity NFTs for customers: the market and each NFT (public), bidding and buying now (real
 * account only, once per Idempotency-Key), and one's own NFTs. Every read of bids and receipts
 * beyond the public masked history is the session's own.
 */
export class NftService {
  /** Bids: those of different customers that arrive together are written in one transaction. */
  readonly bids: GroupCommit<BatchedBid, Nft>;
  /** The ids of the accounts bids were decided on, so that a batch locks them by primary key. */
  private readonly accountIds = new CustomerAccountIds();

  constructor(private readonly deps: NftDeps) {
    this.bids = new GroupCommit({
      write: (requests) => writeBids(deps.db, requests, { accountIds: this.accountIds, now: deps.now }),
      alone: (request) =>
        this.bidAlone(loneRequest('placeBid', request, this.answer(request.owner.userId)), () => request),
      keyOf: (request) => accountKey(request.owner.userId, request.owner.mode),
      maxBatchSize: BID_BATCH_MAX,
      maxConcurrentBatches: deps.batches ?? 1,
      onBatchFailure: deps.onBatchFailure,
    });
  }

  async list(request: PageRequest, query: Pick<ListNftQuery, 'status' | 'sort'>): Promise<NftPage> {
    const { db } = this.deps;
    const now = this.deps.now();
    const filter = { status: query.status, sort: query.sort ?? 'ending', now };
    const page = await listPage(
      request,
      repo.listMarket(db, { ...filter, limit: request.pageSize, offset: offsetOf(request) }),
      repo.countMarket(db, query.status, now),
      (row) => toNft(row, now),
    );
    return { ...page, platformDonation: Money.of(await repo.platformDonation(db)).toString() };
  }

  async get(id: number): Promise<NftDetail> {
    const { db } = this.deps;
    const row = await repo.findView(db, id);
    if (!row || row.state === 'cancelled') throw new AppError(ErrorCode.badParameters, nftMessages.noSuchNft);
    const bids = await repo.bidHistory(db, id, HISTORY_BIDS);
    return { ...toNft(row, this.deps.now()), bids: bids.map(toBid) };
  }

  private async current(db: Db, id: number, userId: number): Promise<Nft | undefined> {
    const row = await repo.findView(db, id);
    return row && toNft(row, this.deps.now(), userId);
  }

  /**
   * A bid on a live lot (real account only). Bids of different customers that arrive together,
   * on one lot or many, are decided in the order they came and written in one transaction
   * (writeBids); a bid already below the lot's minimum is refused before any transaction.
   */
  async bid(session: SessionContext, mode: AccountMode, body: PlaceBidBody, idempotencyKey?: string): Promise<Nft> {
    if (mode !== 'real') throw new AppError(ErrorCode.badParameters, nftMessages.demo);
    const owner = { userId: session.userId, mode: 'real' as const };
    const amount = Money.of(body.amount);
    const request = {
      ...keyedCall('placeBid', owner, idempotencyKey, [body.id, amount.toString()]),
      answer: this.answer(owner.userId),
    };
    const batched: BatchedBid = {
      owner,
      nftId: body.id,
      amount,
      idempotencyKey: idempotencyKey ?? null,
      requestHash: request.requestHash,
    };
    const prepare = async (): Promise<BatchedBid> => {
      await precheckBid(this.deps.db, {
        nftId: body.id,
        userId: owner.userId,
        amount: body.amount,
        now: this.deps.now(),
      });
      return batched;
    };
    return submitOrServeAlone(this.bids, idempotencyKey !== undefined, prepare, (prepared) =>
      this.bidAlone(request, prepared),
    );
  }

  /** One bid in a transaction of its own, once per key. */
  private bidAlone(request: IdempotentRequest<Nft>, prepare: () => BatchedBid | Promise<BatchedBid>): Promise<Nft> {
    return withIdempotency(this.deps.db, request, {
      prepare,
      run: async (tx, bid) => {
        const { userId } = bid.owner;
        // The clock is read again under the lot's lock: a bid that waited past the end is refused.
        await placeBid(tx, { nftId: bid.nftId, userId, amount: bid.amount.toString(), now: this.deps.now() });
        return this.mustRead(tx, bid.nftId, userId);
      },
    });
  }

  /** What a keyed call answers: the lot as it is now, as its caller sees it. */
  private answer(userId: number) {
    return (db: Db, id: number) => this.current(db, id, userId);
  }

  async buy(session: SessionContext, mode: AccountMode, body: BuyNftBody, idempotencyKey?: string): Promise<Nft> {
    if (mode !== 'real') throw new AppError(ErrorCode.badParameters, nftMessages.demo);
    const { userId } = session;
    const request = {
      ...keyedCall('buyNft', { userId, mode }, idempotencyKey, [body.id]),
      answer: this.answer(userId),
    };
    return withIdempotency(this.deps.db, request, {
      run: async (tx) => {
        await buyNow(tx, { nftId: body.id, userId, now: this.deps.now() });
        return this.mustRead(tx, body.id, userId);
      },
    });
  }

  private async mustRead(tx: Db, id: number, userId: number): Promise<Nft> {
    const nft = await this.current(tx, id, userId);
    if (!nft) throw new Error(`nft ${id} vanished`);
    return nft;
  }

  /** The session's NFTs: owned (with receipts), bid on (with what is held), lost. */
  async mine(
    session: SessionContext,
    request: PageRequest,
    query: Pick<ListMyNftQuery, 'relation'>,
  ): Promise<Page<MyNft>> {
    const { db } = this.deps;
    const { userId } = session;
    const now = this.deps.now();
    return listPage(
      request,
      repo.listMine(db, { userId, relation: query.relation, limit: request.pageSize, offset: offsetOf(request) }),
      repo.countMine(db, userId, query.relation),
      (row) => ({
        nft: toNft(row, now, userId),
        relation: row.relation,
        yourBid: row.yourBid === null ? null : Money.of(row.yourBid).toString(),
        held: Money.of(row.held ?? '0').toString(),
        receipt: row.sale ? toReceipt(row.sale) : null,
      }),
    );
  }

  /** An NFT's picture (public: the market shows it to visitors). */
  async image(id: string): Promise<{ mediaType: string; bytes: Uint8Array }> {
    const image = await repo.findImage(this.deps.db, id);
    if (!image) throw new AppError(ErrorCode.badParameters, nftMessages.noSuchNft);
    return image;
  }
}
export { insertCollection, storeImage } from './admin.ts';
export {
  adminCollections,
  adminLot,
  adminLots,
  cancelLot,
  charityReport,
  createLotFromForm,
  startLot,
} from './operations.ts';
