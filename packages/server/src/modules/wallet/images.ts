import { fileTypeFromBuffer } from 'file-type';
import { PROOF_MAX_BYTES } from '@tp/contract';
import { ImageRejected } from './images/bytes.ts';
import { cleanCodestream } from './images/codestream.ts';
import { cleanJp2 } from './images/jp2.ts';
import { cleanJpeg } from './images/jpeg.ts';
import { cleanPng } from './images/png.ts';

/**
 * Payment-proof images: a customer uploads a screenshot (or a photo) of a transfer as proof of a
 * deposit. Before it is stored and shown to an operator it is checked and cleaned here:
 *
 * - at most {@link PROOF_MAX_BYTES}, checked on the upload as received, before anything is parsed;
 * - a picture of at most PROOF_MAX_SIDE_PX a side and PROOF_MAX_PIXELS in all, as its header
 *   declares it (PNG IHDR, JPEG SOFn/DHP/DNL, JPEG 2000 ihdr and SIZ), read by the walkers: a small
 *   file may declare a picture that takes gigabytes to draw (an image bomb), and operators see it;
 * - JPEG, PNG or JPEG 2000 (JP2/JPX container or raw J2K codestream), recognised by content with
 *   `file-type`, never by the file name or the declared Content-Type, which the client chooses;
 * - metadata stripped by rewriting the container structurally (segments, chunks, boxes), never by
 *   decoding and re-encoding pixels: the picture stays byte-for-byte what the customer sent, and
 *   no image codec (with its own history of memory-safety bugs) runs on untrusted input here.
 *
 * Every container is cleaned with an allow-list: what is kept is what a viewer needs to draw the
 * picture; everything else (EXIF with GPS and device, XMP, IPTC, comments, text chunks, vendor
 * boxes, and whatever a future tool invents) goes. Bytes after the logical end of the image
 * (after JPEG EOI, PNG IEND, J2K EOC) go too: phones append whole images there (MPF secondary
 * images and Samsung trailers carry their own EXIF), and the "aCropalypse" bug left the uncropped
 * original of a cropped screenshot behind IEND.
 *
 * Every length read from the input is checked against the bytes that remain before it is used, and
 * every loop advances by at least one byte, so a zero, negative or huge length is 'corrupt', never a
 * hang or an out-of-range read. The walkers, one a format, are in images/.
 */

/**
 * What `file-type` reports for the formats accepted, and what the cleaned bytes are.
 * `image/j2c` is a raw JPEG 2000 codestream (FF4F FF51) without the JP2 box wrapper; `image/jpx`
 * is the JPEG 2000 Part 2 container, cleaned down to its JP2-compatible boxes. APNG input comes
 * out as a still `image/png` (see {@link cleanPng}).
 */
export type ProofMediaType = 'image/jpeg' | 'image/png' | 'image/jp2' | 'image/jpx' | 'image/j2c';

export type ProofRejection = 'too_large' | 'format' | 'corrupt' | 'dimensions';

export type CleanProofResult =
  { ok: true; mediaType: ProofMediaType; bytes: Uint8Array } | { ok: false; reason: ProofRejection };

/**
 * Checks and cleans an uploaded payment proof. Size first (cheapest, and bounds all later work),
 * then the type by content, then the structural rewrite. Resolves, never rejects, for any input.
 */
export async function cleanProofImage(bytes: Uint8Array): Promise<CleanProofResult> {
  if (bytes.byteLength > PROOF_MAX_BYTES) return { ok: false, reason: 'too_large' };

  let mime: string | undefined;
  try {
    mime = (await fileTypeFromBuffer(bytes))?.mime;
  } catch {
    // file-type answers undefined for what it does not know; a throw means it tripped over the
    // input itself, which is equally "not a format we recognise".
    return { ok: false, reason: 'format' };
  }

  try {
    switch (mime) {
      case 'image/jpeg':
        return { ok: true, mediaType: 'image/jpeg', bytes: cleanJpeg(bytes) };
      case 'image/png':
      case 'image/apng':
        return { ok: true, mediaType: 'image/png', bytes: cleanPng(bytes) };
      case 'image/jp2':
      case 'image/jpx':
        return { ok: true, mediaType: mime, bytes: cleanJp2(bytes) };
      case 'image/j2c':
        return { ok: true, mediaType: 'image/j2c', bytes: cleanCodestream(bytes) };
      default:
        // Text, GIF, WebP, SVG, PDF, JPEG-LS (image/jls), JPM, MJ2, nothing recognised at all...
        return { ok: false, reason: 'format' };
    }
  } catch (error) {
    if (error instanceof ImageRejected) return { ok: false, reason: error.reason };
    throw error;
  }
}
