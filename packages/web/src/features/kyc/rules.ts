import { PROOF_MAX_BYTES } from '@tp/contract/constants';

/** The image types an identity photo may have: PNG, JPEG and JPEG 2000, as browsers name them. */
const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/jp2', 'image/jpx', 'image/j2c'];
export const PHOTO_ACCEPT = 'image/png,image/jpeg,image/jp2,.png,.jpg,.jpeg,.jp2,.j2k,.jpf,.jpx';
const PHOTO_EXTENSIONS = /\.(png|jpe?g|jp2|j2k|jpf|jpx)$/i;

export type PhotoProblem = 'imageFormat' | 'imageSize';

/** A picked photo: format first, then size (the server checks the content itself). */
export function photoProblem(file: Blob, name: string): PhotoProblem | null {
  const typed = PHOTO_TYPES.includes(file.type);
  if (!typed && !(file.type === '' && PHOTO_EXTENSIONS.test(name))) return 'imageFormat';
  return file.size > PROOF_MAX_BYTES ? 'imageSize' : null;
}

/** Whether this browser can offer the camera at all (a secure page with media devices). */
export function cameraAvailable(): boolean {
  // Absent on plain-http pages and in some embedded browsers, whatever the types say.
  const devices = navigator.mediaDevices as MediaDevices | undefined;
  return typeof devices?.getUserMedia === 'function';
}
