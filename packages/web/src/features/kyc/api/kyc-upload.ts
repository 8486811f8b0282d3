import { useMutation } from '@tanstack/react-query';
import { kycEndpoints } from '@tp/contract/endpoints';
import { customerApi } from '../../../api/client.ts';
import { postForm } from '../../../api/upload.ts';

interface UploadInput {
  file: Blob;
  name: string;
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
}

/** One identity photo (multipart, field `file`): stored encrypted, never served back; only its id returns. */
function uploadIdentityPhoto({ file, name, onProgress, signal }: UploadInput) {
  const form = new FormData();
  form.append('file', file, name);
  return postForm(customerApi, kycEndpoints.kycUpload, form, { onProgress, signal });
}

export const useUploadIdentityPhoto = () => useMutation({ mutationFn: uploadIdentityPhoto });
