/** Where the trading engine reports what went wrong: it logs and goes on, it never stops the server. */
export interface EngineLog {
  error(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
}

/** Runs one step of the engine: false when it failed (logged), for the next round to try again. */
export async function guard(log: EngineLog, what: string, work: () => Promise<void>): Promise<boolean> {
  try {
    await work();
    return true;
  } catch (err) {
    log.error({ err }, `trading engine: ${what} failed`);
    return false;
  }
}
