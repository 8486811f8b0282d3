import { createHash } from 'node:crypto';
import {
  ErrorCode,
  type CreateNftBody,
  type CreateNftCollectionBody,
  type NftAdmin,
  type NftCharityReport,
  type NftCollection,
  type UploadResult,
} from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../core/errors.ts';
import type { Page, PageRequest } from '../../core/paging.ts';
import type { OperatorContext } from '../../core/request.ts';
import type { AuditService } from '../audit/service.ts';
import {
  adminCollections,
  adminLot,
  adminLots,
  cancelLot,
  charityReport,
  createLotFromForm,
  insertCollection,
  startLot,
  storeImage,
} from '../nfts/service.ts';
import { cleanProofImage, type Received } from '../wallet/service.ts';
import { requirePermission } from './access.ts';

const IMAGE_REFUSALS = {
  too_large: 'The image may be at most 2 MB.',
  format: 'The image format is wrong: JPG, JPEG 2000 or PNG.',
  corrupt: 'The image is damaged or incomplete; upload it again.',
  dimensions: 'The image may be at most 8000 pixels a side and 40 megapixels.',
} as const;

/**
 * Charity NFTs in the back office: every role reads collections, lots and the charity's report
 * (each read of the report is audit-logged: it names buyers); administrators create collections
 * and lots (pictures checked like payment proofs), start and cancel auctions before the first bid.
 */
export class NftAdminService {
  constructor(private readonly deps: { db: Db; audit: AuditService; now: () => Date }) {}

  async collections(operator: OperatorContext): Promise<NftCollection[]> {
    requirePermission(operator, 'nfts.read');
    return adminCollections(this.deps.db);
  }

  async createCollection(operator: OperatorContext, body: CreateNftCollectionBody): Promise<NftCollection> {
    requirePermission(operator, 'nfts');
    const id = await this.deps.db.transaction(async (tx) => {
      const row = await insertCollection(tx, { ...body, createdBy: operator.operatorId });
      await this.audit(tx, operator, 'nft_collection.create', 'nft_collection', row.id, row);
      return row.id;
    });
    const created = (await adminCollections(this.deps.db)).find((c) => c.id === id);
    if (!created) throw new Error(`collection ${id} vanished`);
    return created;
  }

  /** Stores an NFT picture, cleaned and checked like a payment proof. */
  async uploadImage(operator: OperatorContext, receive: () => Promise<Received>): Promise<UploadResult> {
    requirePermission(operator, 'nfts');
    const received = await receive();
    if (received.tooLarge) throw new AppError(ErrorCode.badParameters, IMAGE_REFUSALS.too_large);
    if (!received.bytes) throw new AppError(ErrorCode.badParameters, 'Send one image in the form field "file".');
    const cleaned = await cleanProofImage(received.bytes);
    if (!cleaned.ok) throw new AppError(ErrorCode.badParameters, IMAGE_REFUSALS[cleaned.reason]);
    const { bytes, mediaType } = cleaned;
    const fileId = await this.deps.db.transaction(async (tx) => {
      const id = await storeImage(tx, mediaType, bytes);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      await this.audit(tx, operator, 'nft_image.upload', 'nft_image', id, {
        mediaType,
        sizeBytes: bytes.byteLength,
        sha256,
      });
      return id;
    });
    return { fileId, mediaType, sizeBytes: bytes.byteLength };
  }

  async lots(operator: OperatorContext, request: PageRequest): Promise<Page<NftAdmin>> {
    requirePermission(operator, 'nfts.read');
    return adminLots(this.deps.db, request, this.deps.now());
  }

  async createLot(operator: OperatorContext, body: CreateNftBody): Promise<NftAdmin> {
    requirePermission(operator, 'nfts');
    const now = this.deps.now();
    const id = await this.deps.db.transaction(async (tx) => {
      const lot = await createLotFromForm(tx, body, operator.operatorId, now);
      await this.audit(tx, operator, 'nft.create', 'nft', lot.id, lot);
      return lot.id;
    });
    return adminLot(this.deps.db, id, this.deps.now());
  }

  async start(operator: OperatorContext, id: number): Promise<NftAdmin> {
    return this.change(operator, id, 'nft.start', startLot);
  }

  async cancel(operator: OperatorContext, id: number): Promise<NftAdmin> {
    return this.change(operator, id, 'nft.cancel', cancelLot);
  }

  private async change(
    operator: OperatorContext,
    id: number,
    action: string,
    apply: (tx: Db, id: number, now: Date) => Promise<unknown>,
  ): Promise<NftAdmin> {
    requirePermission(operator, 'nfts');
    const now = this.deps.now();
    await this.deps.db.transaction(async (tx) => {
      const after = await apply(tx, id, now);
      await this.audit(tx, operator, action, 'nft', id, after);
    });
    return adminLot(this.deps.db, id, this.deps.now());
  }

  /** The charity's totals and payout report; the read is audit-logged (it lists buyers). */
  async charity(operator: OperatorContext): Promise<NftCharityReport> {
    requirePermission(operator, 'nfts.read');
    const report = await charityReport(this.deps.db);
    await this.deps.db.transaction((tx) =>
      this.audit(tx, operator, 'nft_charity.read', 'nft_charity', null, { charityTotal: report.charityTotal }),
    );
    return report;
  }

  private async audit(
    tx: Db,
    operator: OperatorContext,
    action: string,
    kind: string,
    id: number | string | null,
    after: unknown,
  ) {
    await this.deps.audit.record(tx, {
      operatorId: operator.operatorId,
      action,
      targetKind: kind,
      targetId: id,
      after,
    });
  }
}
