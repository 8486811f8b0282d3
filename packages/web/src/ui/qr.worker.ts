import { drawQr, type QrDrawing } from './qr-drawing.ts';

/** A request to the QR worker, and its answer under the same id. */
export interface QrRequest {
  id: number;
  value: string;
}
export type QrAnswer = QrDrawing & { id: number };

// A dedicated worker's scope, typed as the page's DOM library sees it only through this shape.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<QrRequest>) => void) | null;
  postMessage: (answer: QrAnswer) => void;
};

scope.onmessage = ({ data }) => {
  scope.postMessage({ id: data.id, ...drawQr(data.value) });
};
