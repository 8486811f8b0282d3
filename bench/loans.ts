// Loan signing under a burst: customers, each KYC-verified with a drawn signature, sign a loan at
// the same moment (the agreement's PDF is rendered for each), while one more customer reads their
// own loans again and again, as any page of the app reads the database. On PGlite and PostgreSQL,
// in the server's process (the embedded database's home). Prints the signings' latency and rate,
// the reader's latency meanwhile, and findViolations(). Asserts nothing. Run: npm run bench:loans.
//
// BENCH_BORROWERS sets the burst's size (default 60).
import type { LoanProduct } from '@tp/contract';
import { findViolations } from '../packages/server/src/ledger/index.ts';
import {
  borrow,
  loansOf,
  uploadSignature,
  verifiedCustomer,
} from '../packages/server/src/modules/loans/loans.fixtures.ts';
import { call, startTestApp, type TestApp } from '../packages/server/test/app.ts';
import { databaseKinds, type DatabaseKind } from '../packages/server/test/databases.ts';
import { percentile } from './orders-load.ts';

const BORROWERS = Number(process.env.BENCH_BORROWERS ?? 60);
/** The reader's pause between two reads. */
const READ_PAUSE_MS = 2;

const fixed = (ms: number) => ms.toFixed(1);

async function openProduct(app: TestApp): Promise<LoanProduct> {
  const products = (await call<LoanProduct[]>(app.url, 'GET', '/swx/customer/index/listLoanProducts')).result;
  const open = products.find((product) => product.status === 'open');
  if (!open) throw new Error('no open loan product');
  return open;
}

/** Reads the reader's loans until `done`, each read timed. */
async function readUntil(app: TestApp, done: () => boolean): Promise<number[]> {
  const reader = await verifiedCustomer(app);
  const times: number[] = [];
  while (!done()) {
    const started = performance.now();
    await loansOf(app, reader);
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, READ_PAUSE_MS));
  }
  return times;
}

async function run(kind: DatabaseKind): Promise<void> {
  const app = await startTestApp(kind, { tradingEngine: false, optionsSettler: false, planAccrual: false });
  try {
    const product = await openProduct(app);
    const borrowers = await Promise.all(Array.from({ length: BORROWERS }, () => verifiedCustomer(app)));
    const signatures = await Promise.all(borrowers.map((who) => uploadSignature(app, who)));
    let done = false;
    const reading = readUntil(app, () => done);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = performance.now();
    const signings = await Promise.all(
      borrowers.map(async (who, i) => {
        const t = performance.now();
        const answer = await borrow(app, who, {
          productId: product.id,
          amount: product.minAmount,
          signatureFileId: signatures[i],
        });
        if (answer.code !== 200) throw new Error(`loan refused: ${answer.code} ${answer.msg}`);
        return performance.now() - t;
      }),
    );
    const wallMs = performance.now() - started;
    done = true;
    const reads = (await reading).sort((a, b) => a - b);
    const sorted = [...signings].sort((a, b) => a - b);
    console.log(
      `${kind}: ${BORROWERS} loans signed at once in ${fixed(wallMs)} ms (${((BORROWERS * 1000) / wallMs).toFixed(0)}/s); ` +
        `signing p50 ${fixed(percentile(sorted, 0.5))} ms, p99 ${fixed(percentile(sorted, 0.99))} ms; ` +
        `a reader meanwhile: ${reads.length} reads, p50 ${fixed(percentile(reads, 0.5))} ms, ` +
        `p99 ${fixed(percentile(reads, 0.99))} ms, max ${fixed(reads.at(-1) ?? Number.NaN)} ms`,
    );
    const violations = await findViolations(app.database.db);
    console.log(`${kind}: findViolations: ${violations.length === 0 ? 'none' : JSON.stringify(violations)}`);
  } finally {
    await app.close();
  }
}

for (const kind of databaseKinds) await run(kind);
process.exit(0);
