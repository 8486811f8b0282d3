import { encode } from 'uqr';

/** A QR code as one SVG path of its dark modules, on a square of `modules` per side (quiet zone included). */
export interface QrDrawing {
  path: string;
  modules: number;
}

/** Encodes `value` (error correction M, a quiet zone of 2) and draws its dark modules. */
export function drawQr(value: string): QrDrawing {
  const qr = encode(value, { ecc: 'M', border: 2 });
  let path = '';
  qr.data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return { path, modules: qr.size };
}
