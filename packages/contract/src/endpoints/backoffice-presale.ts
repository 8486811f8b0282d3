import { getEndpoint, postEndpoint } from '../endpoint.ts';
import type {
  CancelPresaleBody,
  CreatePresaleBody,
  PresaleAdminPage,
  PresaleAdminQuery,
  PresaleAdminRound,
} from '../presale.ts';
import { BACKOFFICE_API } from './backoffice.ts';

/** The back office's presale calls: administrators only. */
export const presaleBackofficeEndpoints = {
  rounds: getEndpoint<PresaleAdminPage, PresaleAdminQuery>(`${BACKOFFICE_API}/presale`),
  createRound: postEndpoint<PresaleAdminRound, CreatePresaleBody>(`${BACKOFFICE_API}/presale`),
  cancelRound: postEndpoint<PresaleAdminRound, CancelPresaleBody>(`${BACKOFFICE_API}/presale/:id/cancel`),
  settleRound: postEndpoint<PresaleAdminRound>(`${BACKOFFICE_API}/presale/:id/settle`),
};
