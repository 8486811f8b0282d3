import { useMutation } from '@tanstack/react-query';
import { inviteEndpoints } from '@tp/contract/endpoints';
import { customerApi } from '../../../api/client.ts';
import { fetchFile, saveBlob } from '../../../api/download.ts';

/** Downloads every commission as CSV (newest first). */
async function downloadCommissions(): Promise<void> {
  const { blob, fileName } = await fetchFile(customerApi, inviteEndpoints.exportCommissions, {});
  saveBlob(blob, fileName ?? 'commissions.csv');
}

export const useDownloadCommissions = () => useMutation({ mutationFn: downloadCommissions });
