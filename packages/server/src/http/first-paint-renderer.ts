import { Worker } from 'node:worker_threads';

export type Device = 'desktop' | 'mobile';

/** A user agent each device's rule of the web app (src/lib/device.ts) recognises. */
const USER_AGENTS: Record<Device, string> = {
  desktop: 'Mozilla/5.0 (X11; Linux x86_64)',
  mobile: 'Mozilla/5.0 (iPhone)',
};

/** An answer the page is rendered with, as the web app's src/app/page-data.ts reads it. */
export interface PageData {
  key: unknown[];
  data: unknown;
  updatedAt: number;
}

interface Rendered {
  id: number;
  html?: string;
  error?: string;
}

interface Pending {
  device: Device;
  resolve: (html: string) => void;
  reject: (error: Error) => void;
}

/**
 * Renders a page painted ahead with the answers of its first calls, in worker threads (one per
 * device, started at the first render) that run the web build's server-side bundle, so that a
 * render never holds the event loop. A thread that fails is replaced at the next render.
 */
export class FirstPaintRenderer {
  private readonly workers = new Map<Device, Worker>();
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;

  constructor(private readonly bundle: string) {}

  render(device: Device, path: string, language: string, data: readonly PageData[]): Promise<string> {
    if (this.closed) return Promise.reject(new Error('the renderer is closed'));
    const id = this.nextId++;
    return new Promise<string>((resolve, reject) => {
      this.pending.set(id, { device, resolve, reject });
      this.workerFor(device).postMessage({ id, path, language, data });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const workers = [...this.workers.values()];
    this.workers.clear();
    await Promise.all(workers.map((worker) => worker.terminate()));
    this.fail(new Error('the renderer is closed'));
  }

  private workerFor(device: Device): Worker {
    const running = this.workers.get(device);
    if (running) return running;
    const worker = new Worker(new URL('./first-paint-worker.mjs', import.meta.url), {
      workerData: { bundle: this.bundle, userAgent: USER_AGENTS[device] },
    });
    // The server's exit does not wait for an idle thread.
    worker.unref();
    worker.on('message', ({ id, html, error }: Rendered) => {
      const waiting = this.pending.get(id);
      this.pending.delete(id);
      if (html !== undefined) waiting?.resolve(html);
      else waiting?.reject(new Error(error ?? 'no page rendered'));
    });
    const lost = (error: Error) => {
      if (this.workers.get(device) === worker) this.workers.delete(device);
      // Its renders are lost with it; the pages fall back to their loading state.
      this.fail(error, device);
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`the ${device} renderer stopped (${code})`)));
    this.workers.set(device, worker);
    return worker;
  }

  /** Rejects the renders waiting on a device's thread, or on every thread. */
  private fail(error: Error, device?: Device): void {
    for (const [id, waiting] of this.pending) {
      if (device !== undefined && waiting.device !== device) continue;
      this.pending.delete(id);
      waiting.reject(error);
    }
  }
}
