import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import type { OperatorRole } from '@tp/contract';
import { databaseKinds, freshDatabase } from '../../../test/databases.ts';
import type { Database } from '../../db/client.ts';
import { auditLog, contents, operators, params } from '../../db/schema.ts';
import { ForbiddenError } from '../../core/errors.ts';
import type { OperatorContext } from '../../core/request.ts';
import { AuditService } from '../audit/service.ts';
import { seedContentAndParams } from '../content/service.ts';
import { AuditLogService } from './audit-log.ts';
import { CustomerLookupService } from './customers.ts';
import { OperatorService } from './operators.ts';
import { ReviewQueueService, type WalletReviewPort } from './review-queue.ts';
import { SettingsService } from './settings.ts';
import { TEST_PASSWORDS } from '../../../test/app.ts';

type ServiceCall = (op: OperatorContext) => Promise<unknown>;

const LOOKUPS = ['listDeposits', 'listWithdrawals', 'searchCustomers', 'customer', 'journal'];
const DECISIONS = ['approveDeposit', 'rejectDeposit', 'approveWithdrawal', 'rejectWithdrawal', 'completeWithdrawal'];
const ADMINISTRATION = [
  'params',
  'setParam',
  'contents',
  'setContent',
  'writeContent',
  'auditLog',
  'listOperators',
  'createOperator',
  'disableOperator',
  'resetOperatorPassword',
];
/** The role matrix, written out: support looks up; reviewers also decide and see proofs; admins do everything. */
const ALLOWED: Record<OperatorRole, string[]> = {
  support: LOOKUPS,
  reviewer: [...LOOKUPS, ...DECISIONS, 'proofImage'],
  admin: [...LOOKUPS, ...DECISIONS, 'proofImage', ...ADMINISTRATION],
};

/** The wallet's review as the back office sees it, recording every call that reaches it. */
function recordingReview(calls: string[]): WalletReviewPort {
  const reached = <T>(name: string, value: T): Promise<T> => {
    calls.push(name);
    return Promise.resolve(value);
  };
  const page = { list: [], total: 0, page: 1, pageSize: 20 };
  const unchanged = { before: null as never, after: null as never, changed: false };
  return {
    listDeposits: () => reached('listDeposits', page),
    listWithdrawals: () => reached('listWithdrawals', page),
    approveDeposit: () => reached('approveDeposit', unchanged),
    rejectDeposit: () => reached('rejectDeposit', unchanged),
    approveWithdrawal: () => reached('approveWithdrawal', unchanged),
    rejectWithdrawal: () => reached('rejectWithdrawal', unchanged),
    completeWithdrawal: () => reached('completeWithdrawal', unchanged),
    proofImage: () => reached('proofImage', null),
    accounts: () => reached('accounts', []),
    journal: () => reached('journal', page),
  };
}

/**
 * The services check the operator's role themselves, whoever calls them: these calls bypass the
 * HTTP routes (whose hook checks too) and must still be refused before anything happens.
 */
describe.each(databaseKinds)('back-office services on %s', (kind) => {
  let database: Database;
  const reviewCalls: string[] = [];
  const ops = {} as Record<OperatorRole, OperatorContext>;
  const calls: Record<string, ServiceCall> = {};

  beforeAll(async () => {
    database = await freshDatabase(kind);
    const { db } = database;
    await seedContentAndParams(db);
    const audit = new AuditService(db);
    const now = () => new Date();
    const review = recordingReview(reviewCalls);
    const queue = new ReviewQueueService({ db, review, audit });
    const customers = new CustomerLookupService({ db, review });
    const settings = new SettingsService({ db, audit, now });
    const auditLogService = new AuditLogService(audit);
    const operatorService = new OperatorService({ db, audit, passwords: TEST_PASSWORDS, now });
    const system = { via: 'cli' } as const;
    for (const role of ['admin', 'reviewer', 'support'] as const) {
      const { operator } = await operatorService.create(system, `${role}.${kind}`, role);
      ops[role] = { operatorId: operator.id, sessionId: 0, name: operator.name, role };
    }
    const bystander = (await operatorService.create(system, `bystander.${kind}`, 'support')).operator;
    const [content] = await db.select().from(contents).orderBy(asc(contents.id)).limit(1);
    const as = (op: OperatorContext) => ({ via: 'backoffice', operator: op }) as const;
    Object.assign(calls, {
      listDeposits: (op) => queue.listDeposits(op, undefined, 1, 20),
      listWithdrawals: (op) => queue.listWithdrawals(op, undefined, 1, 20),
      approveDeposit: (op) => queue.approveDeposit(op, 1),
      rejectDeposit: (op) => queue.rejectDeposit(op, 1, 'The transfer never arrived.'),
      approveWithdrawal: (op) => queue.approveWithdrawal(op, 1),
      rejectWithdrawal: (op) => queue.rejectWithdrawal(op, 1, 'Address on a sanctions list.'),
      completeWithdrawal: (op) => queue.completeWithdrawal(op, 1, 'payout'),
      proofImage: (op) => queue.proofImage(op, '00000000-0000-4000-8000-000000000000'),
      searchCustomers: (op) => customers.search(op, '', 1, 20),
      customer: (op) => customers.customer(op, 999_999),
      journal: (op) => customers.journal(op, 999_999, 'demo', 1, 20),
      params: (op) => settings.params(op),
      setParam: (op) => settings.setParam(op, 'withdrawFeeRate', '1.5'),
      contents: (op) => settings.contents(op, {}),
      setContent: (op) => settings.setContent(op, content!.id, { title: 'Changed', body: '<p>changed</p>' }),
      writeContent: (op) =>
        settings.writeContent(op, content!.id, 'es', { title: 'Cambiado', body: '<p>cambiado</p>' }),
      auditLog: (op) => auditLogService.list(op, 1, undefined, 20),
      listOperators: (op) => operatorService.list(as(op)),
      createOperator: (op) => operatorService.create(as(op), `created.by.${op.role}`, 'admin'),
      disableOperator: (op) => operatorService.disable(as(op), { id: bystander.id }),
      resetOperatorPassword: (op) => operatorService.resetPassword(as(op), { id: bystander.id }),
    } satisfies Record<string, ServiceCall>);
  });
  afterAll(async () => {
    await database.close();
  });

  it('covers every call in the role matrix', () => {
    expect(Object.keys(calls).sort()).toEqual([...ALLOWED.admin].sort());
  });

  it('refuses support and reviewers outside their role with ForbiddenError, and nothing changes', async () => {
    const { db } = database;
    const snapshot = () =>
      Promise.all([
        db.select().from(params).orderBy(asc(params.key)),
        db.select().from(contents).orderBy(asc(contents.id)),
        db.select().from(operators).orderBy(asc(operators.id)),
        db.select().from(auditLog).orderBy(asc(auditLog.id)),
      ]);
    const before = await snapshot();
    for (const role of ['support', 'reviewer'] as const) {
      const refused = Object.keys(calls).filter((name) => !ALLOWED[role].includes(name));
      expect(refused.length).toBeGreaterThan(0);
      for (const name of refused) {
        await expect(calls[name]!(ops[role]), `${role} ${name}`).rejects.toBeInstanceOf(ForbiddenError);
      }
    }
    expect(reviewCalls).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('lets each role through to what its role allows', async () => {
    for (const role of ['support', 'reviewer', 'admin'] as const) {
      for (const name of ALLOWED[role]) {
        // A call may still be refused for what it asks (an unknown id), never for the role.
        const outcome = await calls[name]!(ops[role]).then(
          () => null,
          (err: unknown) => err,
        );
        expect(outcome, `${role} ${name}`).not.toBeInstanceOf(ForbiddenError);
      }
    }
    expect(reviewCalls).toEqual(
      expect.arrayContaining([...DECISIONS, 'proofImage', 'listDeposits', 'listWithdrawals']),
    );
  });
});
