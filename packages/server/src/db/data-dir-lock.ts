import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `The data directory ${dataDir} is in use by another server process. ` +
        'The embedded database allows one process at a time: stop the other one, use another DATA_DIR, ' +
        'or set DATABASE_URL to share a PostgreSQL server between nodes.',
    );
    this.name = 'DataDirLockedError';
  }
}

/** The lock is refreshed every UPDATE_MS; one not refreshed for STALE_MS belongs to a dead process. */
const STALE_MS = 5000;
const UPDATE_MS = 1000;
/** After a crash the old lock turns stale within STALE_MS, so a restart waits a little longer than that. */
const ACQUIRE_TIMEOUT_MS = STALE_MS + 3000;

/** Two processes opening one PGlite directory would corrupt it: hold a lock for the process's life. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dataDir, {
      stale: STALE_MS,
      update: UPDATE_MS,
      realpath: false,
      retries: { retries: Math.ceil(ACQUIRE_TIMEOUT_MS / 500), factor: 1, minTimeout: 500, maxTimeout: 500 },
      onCompromised: (err) => {
        // Another process took the directory: writing on would corrupt it.
        console.error(`data directory lock lost: ${err.message}`);
        process.exit(70);
      },
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw err;
  }
}
