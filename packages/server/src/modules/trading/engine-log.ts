/** Where the trading engine reports what went wrong: it logs and goes on, it never stops the server. */
export interface EngineLog {
  error(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
}

/** Runs one step of the engine; a failure is logged and the next round (or tick batch) tries again. */
export async function guard(log: EngineLog, what: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (err) {
    log.error({ err }, `trading engine: ${what} failed`);
  }
}
