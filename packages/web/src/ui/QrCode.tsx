import { useEffect, useState } from 'react';
import { drawQr, type QrDrawing } from './qr-drawing.ts';
import type { QrAnswer, QrRequest } from './qr.worker.ts';

/**
 * Encoding a QR code tries each of its eight masks: on a phone that is a task of 100–200 ms, right
 * as the page that shows it loads (the invite page's largest, measured with bench/page-profile.ts).
 * A worker does it beside the page; where there is no worker (tests, an old browser), the page does.
 */
let worker: Worker | null = null;
let workerFailed = false;
let nextId = 0;
const waiting = new Map<number, { value: string; resolve: (drawing: QrDrawing) => void }>();

function startWorker(): Worker {
  const started = new Worker(new URL('./qr.worker.ts', import.meta.url), { type: 'module' });
  started.onmessage = ({ data }: MessageEvent<QrAnswer>) => {
    waiting.get(data.id)?.resolve(data);
    waiting.delete(data.id);
  };
  // A worker that cannot start leaves its requests, and every later one, to the page.
  started.onerror = () => {
    workerFailed = true;
    worker = null;
    for (const [id, { value, resolve }] of waiting) {
      waiting.delete(id);
      resolve(drawQr(value));
    }
  };
  return started;
}

function drawInWorker(value: string): Promise<QrDrawing> {
  if (typeof Worker === 'undefined' || workerFailed) return Promise.resolve(drawQr(value));
  try {
    worker ??= startWorker();
  } catch {
    // A browser that refuses the worker outright (a policy, a sandbox) throws here instead.
    workerFailed = true;
    return Promise.resolve(drawQr(value));
  }
  const request: QrRequest = { id: ++nextId, value };
  const answered = new Promise<QrDrawing>((resolve) => waiting.set(request.id, { value, resolve }));
  worker.postMessage(request);
  return answered;
}

/**
 * A QR code drawn as one SVG path, offline: the modules come from `uqr` (no canvas, no network).
 * Dark on white whatever the theme, with a quiet zone, so that every scanner reads it. Until it is
 * drawn the white square holds its place.
 */
export function QrCode({ value, label, size = 184 }: { value: string; label: string; size?: number }) {
  const [drawing, setDrawing] = useState<{ value: string; qr: QrDrawing } | null>(null);
  useEffect(() => {
    let current = true;
    void drawInWorker(value).then((qr) => {
      if (current) setDrawing({ value, qr });
    });
    return () => {
      current = false;
    };
  }, [value]);
  const qr = drawing?.value === value ? drawing.qr : null;
  const modules = qr?.modules ?? 1;
  return (
    <svg
      className="qr"
      role="img"
      aria-label={label}
      aria-busy={qr === null || undefined}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="#fff" />
      {qr && <path d={qr.path} fill="#000" />}
    </svg>
  );
}
