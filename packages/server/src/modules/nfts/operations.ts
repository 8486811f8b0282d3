import {
  ACCOUNT_CURRENCY,
  ErrorCode,
  Money,
  type CreateNftBody,
  type NftAdmin,
  type NftCharityReport,
  type NftCollection,
} from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../core/errors.ts';
import { listPage, offsetOf, type Page, type PageRequest } from '../../core/paging.ts';
import { accountBalance, systemAccountId } from '../../ledger/index.ts';
import { collectionsWithTotals, createLot, findCollection } from './admin.ts';
import { announce } from './bidding.ts';
import { toNft } from './record.ts';
import * as repo from './repo.ts';

/** What operators do with lots, each in the caller's transaction; the back office checks the role and audits. */

const refuse = (message: string) => new AppError(ErrorCode.badParameters, message);

export function toAdmin(row: repo.NftView, now: Date): NftAdmin {
  return { ...toNft(row, now), state: row.state, ownerId: row.ownerId };
}

export async function adminLots(db: Db, request: PageRequest, now: Date): Promise<Page<NftAdmin>> {
  return listPage(request, repo.listAll(db, request.pageSize, offsetOf(request)), repo.countAll(db), (row) =>
    toAdmin(row, now),
  );
}

export async function adminLot(db: Db, id: number, now: Date): Promise<NftAdmin> {
  const row = await repo.findView(db, id);
  if (!row) throw refuse('No such NFT.');
  return toAdmin(row, now);
}

export async function adminCollections(db: Db): Promise<NftCollection[]> {
  const rows = await collectionsWithTotals(db);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    creator: row.creator,
    chain: row.chain,
    contractAddress: row.contractAddress,
    nftCount: row.nftCount,
    donation: Money.of(row.donation).toString(),
  }));
}

/** A new lot from the operator's form: a known collection and picture, an end in the future after the start. */
export async function createLotFromForm(
  tx: Db,
  body: CreateNftBody,
  operatorId: number,
  now: Date,
): Promise<repo.NftRow> {
  if (!(await findCollection(tx, body.collectionId))) throw refuse('No such collection.');
  if (!(await repo.imageExists(tx, body.imageFileId))) throw refuse('Upload the picture first.');
  if (body.endTime <= body.startTime || body.endTime <= now.getTime()) {
    throw refuse('The end must be after the start and in the future.');
  }
  if (body.buyNowPrice !== undefined && !Money.of(body.buyNowPrice).gt(body.startPrice)) {
    throw refuse('The buy-now price must be above the starting price.');
  }
  return createLot(tx, {
    collectionId: body.collectionId,
    name: body.name,
    tokenId: body.tokenId,
    imageId: body.imageFileId,
    startPrice: body.startPrice,
    buyNowPrice: body.buyNowPrice,
    startsAt: new Date(body.startTime),
    endsAt: new Date(body.endTime),
    createdBy: operatorId,
  });
}

/** The lot locked, open, and without bids: only then may an operator start or cancel its auction. */
async function lockUntouched(tx: Db, id: number): Promise<repo.NftRow> {
  const lot = await repo.lockNft(tx, id);
  if (!lot) throw refuse('No such NFT.');
  if (lot.state !== 'open' || lot.bidCount > 0) {
    throw new AppError(
      ErrorCode.collectionStatusWrong,
      'Only an open auction without bids can be started or cancelled.',
    );
  }
  return lot;
}

/** Starts an upcoming auction now. */
export async function startLot(tx: Db, id: number, now: Date): Promise<repo.NftRow> {
  const lot = await lockUntouched(tx, id);
  if (lot.startsAt <= now) throw new AppError(ErrorCode.collectionStatusWrong, 'The auction has already started.');
  if (lot.endsAt <= now) throw new AppError(ErrorCode.collectionStatusWrong, 'The auction has already ended.');
  await repo.updateNft(tx, id, { startsAt: now });
  const started = { ...lot, startsAt: now };
  await announce(tx, started, now, null);
  return started;
}

/** Cancels an auction before its first bid: nothing is held, so nothing moves. */
export async function cancelLot(tx: Db, id: number, now: Date): Promise<repo.NftRow> {
  const lot = await lockUntouched(tx, id);
  await repo.updateNft(tx, id, { state: 'cancelled', settledAt: now });
  const cancelled = { ...lot, state: 'cancelled' as const, settledAt: now };
  await announce(tx, cancelled, now, null);
  return cancelled;
}

/** The charity's totals, its ledger account (which equals them) and every sale: the payout report. */
export async function charityReport(db: Db): Promise<NftCharityReport> {
  const rows = await repo.salesReport(db);
  const sum = (pick: (s: repo.SaleRow) => string) => Money.sum(rows.map((r) => pick(r.sale))).toString();
  const account = await systemAccountId(db, 'nft_charity', 'real', ACCOUNT_CURRENCY);
  const balance = await accountBalance(db, account);
  return {
    charityTotal: sum((s) => s.charityAmount),
    feeTotal: sum((s) => s.feeAmount),
    salesTotal: sum((s) => s.price),
    charityAccountBalance: balance.balance.toString(),
    sales: rows.map(({ sale, nftName, collectionName }) => ({
      receiptNo: sale.receiptNo,
      nftId: sale.nftId,
      nftName,
      collectionName,
      buyerId: sale.userId,
      price: Money.of(sale.price).toString(),
      charityAmount: Money.of(sale.charityAmount).toString(),
      feeAmount: Money.of(sale.feeAmount).toString(),
      time: sale.createdAt.getTime(),
    })),
  };
}
