import { useMutation } from '@tanstack/react-query';
import { loanEndpoints } from '@tp/contract/endpoints';
import { customerApi } from '../../../api/client.ts';
import { fetchFile, saveBlob } from '../../../api/download.ts';

/** Downloads the signed agreement: the same bytes every time. */
export async function downloadAgreement(id: number): Promise<void> {
  const { blob, fileName } = await fetchFile(customerApi, loanEndpoints.loanAgreement, { params: { id } });
  saveBlob(blob, fileName ?? `loan-agreement-${id}.pdf`);
}

export const useDownloadAgreement = () => useMutation({ mutationFn: downloadAgreement });
