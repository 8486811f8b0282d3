import type { z } from 'zod';
import {
  ACCOUNT_SCALE,
  COIN_NETWORKS,
  COIN_SCALE,
  DECIMAL_PATTERN,
  ErrorCode,
  Money,
  type Coin,
  type contentRecord,
  type Language,
  type paramRecord,
} from '@tp/contract';
import { validateAddress, type WalletNetwork } from '@tp/contract/address';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../core/errors.ts';
import type { OperatorContext } from '../../core/request.ts';
import type { AuditService } from '../audit/service.ts';
import { sanitizeContentHtml } from '../content/service.ts';
import { requirePermission } from './access.ts';
import * as repo from './settings-repo.ts';

export type ParamRecord = z.infer<typeof paramRecord>;
export type ContentRecord = z.infer<typeof contentRecord>;

/** The reason a parameter value is refused, or null when it is fine; `value` is already trimmed. */
export function paramProblem(key: string, value: string): string | null {
  const decimal = (scale: number): Money | null => {
    if (!DECIMAL_PATTERN.test(value) || value.startsWith('-')) return null;
    const fraction = value.split('.')[1] ?? '';
    return fraction.length > scale ? null : Money.of(value);
  };
  if (key === 'withdrawFeeRate') {
    const rate = decimal(4);
    return rate?.lt('100')
      ? null
      : 'The withdrawal fee rate is a percentage from 0 up to (not including) 100, at most 4 decimals.';
  }
  if (key === 'nftMinIncrementPercent' || key === 'nftPlatformFeePercent') {
    const rate = decimal(4);
    const least = key === 'nftMinIncrementPercent' ? '0' : '-1';
    return rate?.gt(least) && rate.lt('100')
      ? null
      : 'A percentage below 100 with at most 4 decimals (the increment above 0); new lots take it.';
  }
  if (key === 'nftAntiSnipingMinutes') {
    return /^(\d|[1-5]\d|60)$/.test(value) ? null : 'Whole minutes from 0 to 60; new lots take it.';
  }
  const minRecharge = /^minRecharge([A-Z]+)$/.exec(key)?.[1];
  if (minRecharge !== undefined && minRecharge in COIN_NETWORKS) {
    const minimum = decimal(COIN_SCALE[minRecharge as Coin]);
    return minimum?.gt('0') ? null : `The minimum is a positive amount of ${minRecharge}.`;
  }
  if (key === 'minWithdrawalUSDT') {
    const minimum = decimal(ACCOUNT_SCALE);
    return minimum?.gt('0') ? null : 'The minimum is a positive amount of USDT.';
  }
  if (
    key === 'chatWorkingHours' &&
    value !== '24/7' &&
    !/^[1-7]-[1-7] ([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-4]):[0-5]\d$/.test(value)
  ) {
    return 'Working hours are ISO weekdays and a UTC time range, e.g. "1-5 08:00-20:00", or "24/7".';
  }
  const deposit = /^depositAddress([A-Z]+)_([A-Z0-9]+)$/.exec(key);
  if (deposit) {
    const [, coin = '', network = ''] = deposit;
    const networks: readonly string[] = coin in COIN_NETWORKS ? COIN_NETWORKS[coin as Coin] : [];
    if (!networks.includes(network)) return 'No such coin and network.';
    const checked = validateAddress(network as WalletNetwork, value);
    return checked.ok ? null : `Not a valid ${network} address (${checked.reason}).`;
  }
  return null;
}

function toParam(row: repo.ParamRow): ParamRecord {
  return { key: row.key, value: row.value, isPublic: row.isPublic, updatedAt: row.updatedAt.getTime() };
}

function toContent(row: repo.ContentRow): ContentRecord {
  return {
    id: row.id,
    language: row.language as Language,
    type: row.type,
    slug: row.slug,
    title: row.title,
    body: row.body,
    sortOrder: row.sortOrder,
    updatedAt: row.updatedAt.getTime(),
  };
}

interface ContentInput {
  title: string;
  body: string;
}

/** An operator's text as it is stored: the title trimmed, the body sanitized as customers will see it. */
function cleanText(input: ContentInput): ContentInput {
  return { title: input.title.trim(), body: sanitizeContentHtml(input.body) };
}

/** What the audit log keeps of a content text. */
function audited(row: repo.ContentRow) {
  return { language: row.language, slug: row.slug, title: row.title, body: row.body };
}

export interface SettingsDeps {
  db: Db;
  audit: AuditService;
  now: () => Date;
}

/**
 * What administrators change for everyone: the parameters (fees, minimums, receiving addresses)
 * and the content customers read. Each method checks the operator's permission before anything
 * else; every change and its audit row commit in one transaction.
 */
export class SettingsService {
  constructor(private readonly deps: SettingsDeps) {}

  async params(op: OperatorContext): Promise<ParamRecord[]> {
    requirePermission(op, 'params');
    return (await repo.listParams(this.deps.db)).map(toParam);
  }

  /**
   * Changes a known parameter. Parameters with a rule (fee rate, minimums, receiving addresses)
   * must keep to it; a key that does not exist is refused, never created.
   */
  async setParam(op: OperatorContext, key: string, rawValue: string): Promise<ParamRecord> {
    requirePermission(op, 'params');
    const value = rawValue.trim();
    const problem = paramProblem(key, value);
    if (problem) throw new AppError(ErrorCode.badParameters, problem);
    const { db, audit, now } = this.deps;
    return db.transaction(async (tx) => {
      const before = await repo.findParamForUpdate(tx, key);
      if (!before) throw new AppError(ErrorCode.badParameters, 'No such parameter.');
      if (before.value === value) return toParam(before);
      const after = await repo.updateParam(tx, key, value, now());
      await audit.record(tx, {
        operatorId: op.operatorId,
        action: 'param.update',
        targetKind: 'param',
        targetId: key,
        before: { value: before.value },
        after: { value: after.value },
      });
      return toParam(after);
    });
  }

  async contents(
    op: OperatorContext,
    filter: { language?: Language | undefined; type?: number | undefined },
  ): Promise<ContentRecord[]> {
    requirePermission(op, 'contents');
    return (await repo.listContents(this.deps.db, filter)).map(toContent);
  }

  /** Changes a content text's title and body; the body is stored already sanitized, as customers will see it. */
  async setContent(op: OperatorContext, id: number, input: ContentInput): Promise<ContentRecord> {
    requirePermission(op, 'contents');
    const text = cleanText(input);
    return this.deps.db.transaction(async (tx) => {
      const before = await repo.findContentForUpdate(tx, id);
      if (!before) throw new AppError(ErrorCode.badParameters, 'No such content.');
      return this.update(tx, op, before, text);
    });
  }

  /**
   * Writes the item of content `id` in `language`: changes that text where it is written, adds it
   * where it is not (customers reading the language then see it instead of the English one).
   */
  async writeContent(op: OperatorContext, id: number, language: Language, input: ContentInput): Promise<ContentRecord> {
    requirePermission(op, 'contents');
    const text = cleanText(input);
    return this.deps.db.transaction(async (tx) => {
      const item = await repo.findContentForUpdate(tx, id);
      if (!item) throw new AppError(ErrorCode.badParameters, 'No such content.');
      if (item.language === language) return this.update(tx, op, item, text);
      if (item.slug === null) {
        throw new AppError(ErrorCode.badParameters, 'This content has no slug, so it has no other languages.');
      }
      const written = await repo.findTranslationForUpdate(tx, item.slug, language);
      if (written) return this.update(tx, op, written, text);
      return this.addTranslation(tx, op, { ...item, slug: item.slug }, language, text);
    });
  }

  /** Adds the item's text in a language it lacks, and audits it. */
  private async addTranslation(
    tx: Db,
    op: OperatorContext,
    item: repo.ContentRow & { slug: string },
    language: Language,
    text: ContentInput,
  ): Promise<ContentRecord> {
    const { type, slug, sortOrder } = item;
    const added = await repo.insertTranslation(tx, { language, type, slug, sortOrder, ...text }, this.deps.now());
    if (!added) {
      // Another operator added it in the meantime: this write changes theirs.
      const theirs = await repo.findTranslationForUpdate(tx, slug, language);
      if (!theirs) throw new Error(`content ${slug} in ${language} vanished`);
      return this.update(tx, op, theirs, text);
    }
    await this.deps.audit.record(tx, {
      operatorId: op.operatorId,
      action: 'content.create',
      targetKind: 'content',
      targetId: added.id,
      before: null,
      after: audited(added),
    });
    return toContent(added);
  }

  /** Changes a locked text to `text` and audits it; an unchanged text is left alone. */
  private async update(
    tx: Db,
    op: OperatorContext,
    before: repo.ContentRow,
    text: ContentInput,
  ): Promise<ContentRecord> {
    if (before.title === text.title && before.body === text.body) return toContent(before);
    const after = await repo.updateContent(tx, before.id, text, this.deps.now());
    await this.deps.audit.record(tx, {
      operatorId: op.operatorId,
      action: 'content.update',
      targetKind: 'content',
      targetId: before.id,
      before: audited(before),
      after: audited(after),
    });
    return toContent(after);
  }
}
