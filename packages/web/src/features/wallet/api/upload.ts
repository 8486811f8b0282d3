import { useMutation } from '@tanstack/react-query';
import type { UploadResult } from '@tp/contract';
import { postForm, USER_API } from './raw.ts';

interface UploadInput {
  file: File;
  /** Hears the share sent, 0 to 1. */
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
}

/** Stores a payment-proof image (multipart, field `file`); the server checks and cleans it. */
export function uploadProof({ file, onProgress, signal }: UploadInput): Promise<UploadResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  return postForm<UploadResult>(`${USER_API}/upload`, form, { onProgress, signal });
}

export const useUploadProof = () => useMutation({ mutationFn: uploadProof });
