import { useMutation } from '@tanstack/react-query';
import type { MovementKind } from '@tp/contract';
import { fetchFile, saveBlob, USER_API } from './raw.ts';

/** Downloads the current mode's movements as CSV (newest first), optionally of one kind. */
export async function downloadTransactions(kind?: MovementKind): Promise<void> {
  const query = kind ? `?${new URLSearchParams({ kind }).toString()}` : '';
  const { blob, fileName } = await fetchFile(`${USER_API}/exportTransactions${query}`);
  saveBlob(blob, fileName ?? 'transactions.csv');
}

export const useDownloadTransactions = () => useMutation({ mutationFn: downloadTransactions });
