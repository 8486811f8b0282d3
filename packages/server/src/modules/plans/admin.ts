import { randomBytes } from 'node:crypto';
import { Money, type SmartPlanRecord, type SmartProductRecord, type SmartProductsOverview } from '@tp/contract';
import { annualRate } from '@tp/contract/rules/plans';
import type { SmartProductInput } from '@tp/contract/rules/smart-products';
import type { Db } from '../../db/client.ts';
import { offsetOf, type Page, type PageRequest } from '../../core/paging.ts';
import * as adminRepo from './admin-repo.ts';
import * as repo from './repo.ts';

/**
 * The catalogue as the back office sees and changes it. No permission is checked here: these take
 * the caller's transaction, and the back office's service checks the operator's role, validates
 * the input and writes the audit row in the same transaction. Re-exported by service.ts, the
 * module's face to other modules.
 */

/** What the platform pays a day is shown rounded down to this many decimals. */
const OBLIGATION_SCALE = 6;
const plain = (value: string | Money) => Money.of(value).toString();
const obligation = (exact: Money) => exact.round(OBLIGATION_SCALE, 'down').toString();

function toRecord(view: repo.ProductView): SmartProductRecord {
  const quotaLeft = view.quota === null ? null : Money.of(view.quota).minus(view.earningPrincipal);
  return {
    id: view.id,
    slug: view.slug,
    names: view.names,
    disclosures: view.disclosures,
    terms: view.terms.map(({ days, dailyRate }) => ({
      days,
      dailyRate: plain(dailyRate),
      annualRate: annualRate(dailyRate).toString(),
    })),
    minAmount: plain(view.minAmount),
    maxAmount: plain(view.maxAmount),
    earlyExitRate: plain(view.earlyExitRate),
    exitForfeitsEarnings: view.exitForfeitsEarnings,
    quota: view.quota === null ? null : plain(view.quota),
    quotaLeft: quotaLeft === null ? null : (quotaLeft.isNegative() ? Money.zero() : quotaLeft).toString(),
    status: view.status,
    sortOrder: view.sortOrder,
    updatedAt: view.updatedAt.getTime(),
    earningPlans: view.earningPlans,
    principal: plain(view.earningPrincipal),
    dailyObligation: obligation(Money.of(view.dailyObligation)),
  };
}

/** Every product, open and closed, with live figures, and the totals (the obligation summed exactly, then rounded). */
export async function productCatalogue(db: Db): Promise<SmartProductsOverview> {
  const views = await repo.listProducts(db, false);
  const sum = (pick: (view: repo.ProductView) => string) =>
    views.reduce((total, view) => total.plus(pick(view)), Money.zero());
  return {
    products: views.map(toRecord),
    totals: {
      earningPlans: views.reduce((total, view) => total + view.earningPlans, 0),
      principal: sum((view) => view.earningPrincipal).toString(),
      dailyObligation: obligation(sum((view) => view.dailyObligation)),
    },
  };
}

/** The product as it is now in the transaction (the catalogue is a handful of rows). */
async function productRecord(tx: Db, id: number): Promise<SmartProductRecord> {
  const view = (await repo.listProducts(tx, false)).find((product) => product.id === id);
  if (!view) throw new Error(`no smart product ${id}`);
  return toRecord(view);
}

/** The product's own columns; English is there (the rules refuse input without it). */
function columnsOf(input: SmartProductInput) {
  return {
    names: { ...input.names, en: input.names.en ?? '' },
    disclosures: { ...input.disclosures, en: input.disclosures.en ?? '' },
    minAmount: input.minAmount,
    maxAmount: input.maxAmount,
    earlyExitRate: input.earlyExitRate,
    exitForfeitsEarnings: input.exitForfeitsEarnings,
    quota: input.quota,
    status: input.status,
    sortOrder: input.sortOrder,
  };
}

/** A stable name for the audit log: the English name's letters and a random tail, as the seed's slugs read. */
function slugOf(englishName: string): string {
  const base = englishName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${base || 'product'}-${randomBytes(3).toString('hex')}`;
}

/** Adds a product with its terms; the input is already checked (smartProductProblem) and trimmed. */
export async function addProduct(tx: Db, input: SmartProductInput): Promise<SmartProductRecord> {
  const columns = columnsOf(input);
  const row = await repo.insertProduct(tx, { ...columns, slug: slugOf(columns.names.en) });
  await repo.replaceTerms(tx, row.id, input.terms);
  return productRecord(tx, row.id);
}

/**
 * Changes a product (locked first) and replaces its terms: new subscriptions only, since a plan
 * copied its terms when it was sold. Null when there is no such product.
 */
export async function changeProduct(
  tx: Db,
  id: number,
  input: SmartProductInput,
): Promise<{ before: SmartProductRecord; after: SmartProductRecord } | null> {
  if (!(await repo.findProduct(tx, id, true))) return null;
  const before = await productRecord(tx, id);
  await repo.updateProduct(tx, id, columnsOf(input));
  await repo.replaceTerms(tx, id, input.terms);
  return { before, after: await productRecord(tx, id) };
}

function toPlanRecord(row: adminRepo.AdminPlanRow): SmartPlanRecord {
  const maybe = (value: string | null) => (value === null ? null : plain(value));
  return {
    id: row.id,
    userId: row.userId,
    username: row.username,
    productId: row.productId,
    days: row.days,
    amount: plain(row.amount),
    dailyRate: plain(row.dailyRate),
    expectedReturn: plain(row.expectedReturn),
    earned: plain(row.earned),
    daysPaid: row.daysPaid,
    status: row.status,
    startTime: row.startTime.getTime(),
    endTime: row.endTime.getTime(),
    penalty: maybe(row.penalty),
    clawedBack: maybe(row.clawedBack),
    refund: maybe(row.refund),
    endedAt: row.endedAt ? row.endedAt.getTime() : null,
  };
}

/** Every customer's plans, by product and status, newest first. */
export async function planRecords(
  db: Db,
  filter: adminRepo.AdminPlanFilter,
  request: PageRequest,
): Promise<Page<SmartPlanRecord>> {
  const [rows, total] = await Promise.all([
    adminRepo.listPlans(db, filter, request.pageSize, offsetOf(request)),
    adminRepo.countPlans(db, filter),
  ]);
  return { list: rows.map(toPlanRecord), total, page: request.page, pageSize: request.pageSize };
}
