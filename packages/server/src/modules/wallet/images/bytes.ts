/**
 * What the container walkers share: bounds-checked reads, which turn every read past the end into
 * a 'corrupt' refusal, and an output that joins slices of the input without copying them first.
 */

import { PROOF_MAX_PIXELS, PROOF_MAX_SIDE_PX } from '@tp/contract';

/** Thrown by the walkers and turned into a rejection by cleanProofImage (../images.ts). */
export class ImageRejected extends Error {
  constructor(readonly reason: 'format' | 'corrupt' | 'dimensions') {
    super(reason);
  }
}

export function corrupt(): never {
  throw new ImageRejected('corrupt');
}

/**
 * Checks the size a header declares, before anything trusts it: no side may be 0, none over
 * PROOF_MAX_SIDE_PX, and the picture no more than PROOF_MAX_PIXELS. Nothing here decodes pixels,
 * but an operator's browser does, and a picture of 10,000 × 10,000 takes 400 MB to draw however
 * small its file.
 */
export function checkDimensions(width: number, height: number): void {
  if (!(width >= 1 && height >= 1)) corrupt();
  if (width > PROOF_MAX_SIDE_PX || height > PROOF_MAX_SIDE_PX || width * height > PROOF_MAX_PIXELS) {
    throw new ImageRejected('dimensions');
  }
}

export function u8(b: Uint8Array, at: number): number {
  const v = b[at];
  if (v === undefined) return corrupt();
  return v;
}

export function u16(b: Uint8Array, at: number): number {
  if (at < 0 || at + 2 > b.length) corrupt();
  return (u8(b, at) << 8) | u8(b, at + 1);
}

export function u32(b: Uint8Array, at: number): number {
  if (at < 0 || at + 4 > b.length) corrupt();
  // Multiply rather than shift: `<< 24` would make lengths of 2 GB and more negative.
  return u8(b, at) * 0x1000000 + ((u8(b, at + 1) << 16) | (u8(b, at + 2) << 8) | u8(b, at + 3));
}

export function ascii(b: Uint8Array, at: number, length: number): string {
  if (at < 0 || at + length > b.length) corrupt();
  return String.fromCharCode(...b.subarray(at, at + length));
}

export function startsWith(b: Uint8Array, at: number, prefix: string): boolean {
  if (at + prefix.length > b.length) return false;
  for (let i = 0; i < prefix.length; i++) if (b[at + i] !== prefix.charCodeAt(i)) return false;
  return true;
}

/** Collects slices of the input (no copies) and new bytes, joined once at the end. */
export class Output {
  private readonly parts: Uint8Array[] = [];
  private length = 0;

  push(part: Uint8Array | readonly number[]): void {
    const bytes = part instanceof Uint8Array ? part : Uint8Array.from(part);
    this.parts.push(bytes);
    this.length += bytes.length;
  }

  get size(): number {
    return this.length;
  }

  bytes(): Uint8Array {
    const out = new Uint8Array(this.length);
    let at = 0;
    for (const part of this.parts) {
      out.set(part, at);
      at += part.length;
    }
    return out;
  }
}
