import { useMutation } from '@tanstack/react-query';
import type { MovementKind } from '@tp/contract';
import { walletEndpoints } from '@tp/contract/endpoints';
import { customerApi } from '../../../api/client.ts';
import { fetchFile, saveBlob } from '../../../api/download.ts';

/** Downloads the current mode's movements as CSV (newest first), optionally of one kind. */
export async function downloadTransactions(kind?: MovementKind): Promise<void> {
  const { blob, fileName } = await fetchFile(customerApi, walletEndpoints.exportTransactions, { query: { kind } });
  saveBlob(blob, fileName ?? 'transactions.csv');
}

export const useDownloadTransactions = () => useMutation({ mutationFn: downloadTransactions });
