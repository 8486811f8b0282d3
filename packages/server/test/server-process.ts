import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Inbox } from './mail.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** What the process wrote to standard error alone. */
  errors: () => string;
  exited: Promise<number | null>;
}

/** Starts `src/main.ts` as its own process, as `npm start` does, and waits until it is ready. */
export async function startServerProcess(env: Record<string, string>, readyTimeoutMs = 90_000): Promise<ServerProcess> {
  const port = env.PORT ?? String(await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, LOG_LEVEL: 'info', HOST: '127.0.0.1', ...env, PORT: port },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let errors = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    errors += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyTimeoutMs;
  while (!output.includes('"msg":"ready on')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      return { child, url, output: () => output, errors: () => errors, exited };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, url, output: () => output, errors: () => errors, exited };
}

/** A server process on a port of its own with `dataDir`, mailing to a fresh test inbox. */
export async function startServerWithInbox(
  dataDir: string,
  env: (port: number) => Record<string, string> = () => ({}),
): Promise<{ server: ServerProcess; inbox: Inbox }> {
  const inbox = await new Inbox().start();
  const port = await freePort();
  const server = await startServerProcess({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    SMTP_URL: inbox.url,
    ...env(port),
  });
  return { server, inbox };
}
