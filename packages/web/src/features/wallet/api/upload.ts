import { useMutation } from '@tanstack/react-query';
import { walletEndpoints } from '@tp/contract/endpoints';
import { customerApi } from '../../../api/client.ts';
import { postForm } from '../../../api/upload.ts';

interface UploadInput {
  file: File;
  /** Hears the share sent, 0 to 1. */
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
}

/** Stores a payment-proof image (multipart, field `file`); the server checks and cleans it. */
export function uploadProof({ file, onProgress, signal }: UploadInput) {
  const form = new FormData();
  form.append('file', file, file.name);
  return postForm(customerApi, walletEndpoints.upload, form, { onProgress, signal });
}

export const useUploadProof = () => useMutation({ mutationFn: uploadProof });
