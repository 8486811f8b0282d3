// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { drawQr } from './qr-drawing.ts';
import type { QrAnswer, QrRequest } from './qr.worker.ts';

const LINK = 'https://example.test/pass/register?invite=9J9DATVA';

/** A stand-in for the browser's Worker: answers as the real worker would, or fails to start. */
function fakeWorker(behaviour: 'answers' | 'fails') {
  const started: FakeWorker[] = [];
  class FakeWorker {
    onmessage: ((event: MessageEvent<QrAnswer>) => void) | null = null;
    onerror: (() => void) | null = null;
    requests: QrRequest[] = [];
    constructor() {
      started.push(this);
    }
    postMessage(request: QrRequest) {
      this.requests.push(request);
      setTimeout(() => {
        if (behaviour === 'fails') this.onerror?.();
        else this.onmessage?.({ data: { id: request.id, ...drawQr(request.value) } } as MessageEvent<QrAnswer>);
      }, 0);
    }
  }
  vi.stubGlobal('Worker', FakeWorker);
  return started;
}

/** The component with fresh module state (its worker is started once per page). */
async function renderQr(value: string) {
  vi.resetModules();
  const { QrCode } = await import('./QrCode.tsx');
  return render(<QrCode value={value} label="QR code of the invite link" />);
}

const pathOf = (container: HTMLElement) => container.querySelector('svg path')?.getAttribute('d') ?? null;

describe('QR code', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('has its worker draw the code, holding a white square of the same size until then', async () => {
    const started = fakeWorker('answers');
    const { container, getByRole } = await renderQr(LINK);
    const image = getByRole('img', { name: 'QR code of the invite link' });
    expect(image.getAttribute('width')).toBe('184');
    expect(image.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(pathOf(container)).toBe(drawQr(LINK).path));
    expect(image.getAttribute('aria-busy')).toBeNull();
    expect(image.getAttribute('viewBox')).toBe(`0 0 ${drawQr(LINK).modules} ${drawQr(LINK).modules}`);
    expect(started).toHaveLength(1);
    expect(started[0]?.requests.map((request) => request.value)).toEqual([LINK]);
  });

  it('draws it on the page when the worker fails to start or is refused, or where there is no worker', async () => {
    fakeWorker('fails');
    const failed = await renderQr(LINK);
    await waitFor(() => expect(pathOf(failed.container)).toBe(drawQr(LINK).path));
    cleanup();
    vi.unstubAllGlobals();
    vi.stubGlobal('Worker', undefined);
    const none = await renderQr(`${LINK}x`);
    await waitFor(() => expect(pathOf(none.container)).toBe(drawQr(`${LINK}x`).path));
    cleanup();
    // A constructor that refuses, as a browser blocking the worker by policy does.
    vi.stubGlobal('Worker', function RefusedWorker() {
      throw new DOMException('blocked by policy', 'SecurityError');
    });
    const refused = await renderQr(`${LINK}y`);
    await waitFor(() => expect(pathOf(refused.container)).toBe(drawQr(`${LINK}y`).path));
  });

  it('draws a dark module for each dark cell, inside a quiet zone', () => {
    const { path, modules } = drawQr(LINK);
    const cells = path.match(/M\d+ \d+h1v1h-1z/g) ?? [];
    expect(cells.join('')).toBe(path);
    // Version 3 or more for a link this long, plus two modules of quiet zone each side.
    expect(modules).toBeGreaterThanOrEqual(29 + 4);
    const coordinates = cells.map((cell) => cell.match(/\d+/g)?.map(Number) ?? []);
    expect(coordinates.every(([x = 0, y = 0]) => x >= 2 && y >= 2 && x < modules - 2 && y < modules - 2)).toBe(true);
    // The top-left finder pattern: a dark 7×7 ring from (2, 2).
    expect(path.startsWith('M2 2h1v1h-1zM3 2h1v1h-1z')).toBe(true);
  });
});
