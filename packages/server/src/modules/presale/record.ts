import {
  LANGUAGES,
  Money,
  type Language,
  type PresaleAdminRound,
  type PresaleCommitment,
  type PresaleRound,
  type PresaleStatus,
} from '@tp/contract';
import type { CommitmentView, RoundRow, RoundView } from './repo.ts';

/** What customers see of a round's state: decided (settled, cancelled) or read from the clock. */
export function statusOf(round: Pick<RoundRow, 'status' | 'startsAt' | 'endsAt'>, now: Date): PresaleStatus {
  if (round.status !== 'open') return round.status;
  if (now < round.startsAt) return 'upcoming';
  if (now < round.endsAt) return 'live';
  return 'ended';
}

const plain = (value: string | null): string | null => (value === null ? null : Money.of(value).toString());
const text = (value: string): string => Money.of(value).toString();

export type Texts = ReadonlyMap<number, Partial<Record<Language, string>>>;

/** The descriptions per round, from the rows of every language written. */
export function textsOf(rows: readonly { roundId: number; language: string; description: string }[]): Texts {
  const map = new Map<number, Partial<Record<Language, string>>>();
  for (const row of rows) {
    if (!(LANGUAGES as readonly string[]).includes(row.language)) continue;
    const texts = map.get(row.roundId) ?? {};
    texts[row.language as Language] = row.description;
    map.set(row.roundId, texts);
  }
  return map;
}

export function toRound(row: RoundView, texts: Texts, language: Language, now: Date): PresaleRound {
  const written = texts.get(row.id) ?? {};
  const own = written[language];
  const settled = row.status === 'settled';
  return {
    id: row.id,
    symbol: row.symbol,
    name: row.name,
    logo: row.logo,
    description: own ?? written.en ?? '',
    language: own === undefined ? 'en' : language,
    price: text(row.price),
    tokens: text(row.tokens),
    tokenScale: row.tokenScale,
    offerValue: Money.of(row.tokens).times(row.price).toString(),
    cap: text(row.cap),
    minCommitment: text(row.minCommitment),
    startTime: row.startsAt.getTime(),
    endTime: row.endsAt.getTime(),
    distributionTime: row.distributesAt.getTime(),
    status: statusOf(row, now),
    totalCommitted: text(settled ? (row.totalCommitted ?? '0') : row.openTotal),
    subscribers: settled ? (row.subscribers ?? 0) : row.openCount,
    tokensAllocated: plain(row.tokensAllocated),
    tokensUnsold: plain(row.tokensUnsold),
    dust: plain(row.dust),
    settledAt: row.settledAt?.getTime() ?? null,
  };
}

export function toAdminRound(row: RoundView, texts: Texts, now: Date): PresaleAdminRound {
  return {
    ...toRound(row, texts, 'en', now),
    descriptions: { ...(texts.get(row.id) ?? {}) },
    cancelReason: row.cancelReason,
    createdAt: row.createdAt.getTime(),
  };
}

export function toCommitment(row: CommitmentView, now: Date): PresaleCommitment {
  return {
    id: row.id,
    roundId: row.roundId,
    symbol: row.symbol,
    name: row.name,
    roundStatus: statusOf({ status: row.roundStatus, startsAt: row.startsAt, endsAt: row.endsAt }, now),
    price: text(row.price),
    amount: text(row.amount),
    status: row.status,
    tokens: plain(row.tokens),
    cost: plain(row.cost),
    refund: plain(row.refund),
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
    settledAt: row.settledAt?.getTime() ?? null,
  };
}
