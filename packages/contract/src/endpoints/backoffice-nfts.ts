import { getEndpoint, postEndpoint, uploadEndpoint } from '../endpoint.ts';
import type {
  CreateNftBody,
  CreateNftCollectionBody,
  ListNftAdminQuery,
  NftAdmin,
  NftAdminPage,
  NftCharityReport,
  NftCollection,
} from '../nfts.ts';
import type { UploadResult } from '../wallet.ts';
import { BACKOFFICE_API } from './backoffice.ts';

/** The back office's charity NFT calls: administrators change, every role reads; the report is audit-logged. */
export const nftBackofficeEndpoints = {
  collections: getEndpoint<NftCollection[]>(`${BACKOFFICE_API}/nft/collections`),
  createCollection: postEndpoint<NftCollection, CreateNftCollectionBody>(`${BACKOFFICE_API}/nft/collections`),
  /** One image in the form field `file`, checked like the payment proofs. */
  uploadImage: uploadEndpoint<UploadResult, 'file'>(`${BACKOFFICE_API}/nft/images`),
  lots: getEndpoint<NftAdminPage, ListNftAdminQuery>(`${BACKOFFICE_API}/nft/lots`),
  createLot: postEndpoint<NftAdmin, CreateNftBody>(`${BACKOFFICE_API}/nft/lots`),
  /** Starts an upcoming auction now (before its first bid). */
  startLot: postEndpoint<NftAdmin>(`${BACKOFFICE_API}/nft/lots/:id/start`),
  /** Cancels an auction before its first bid. */
  cancelLot: postEndpoint<NftAdmin>(`${BACKOFFICE_API}/nft/lots/:id/cancel`),
  charity: getEndpoint<NftCharityReport>(`${BACKOFFICE_API}/nft/charity`),
};
