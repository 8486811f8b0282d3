import {
  COINS,
  ErrorCode,
  Money,
  presaleDescriptionsOf,
  type CreatePresaleBody,
  type Language,
  type PresaleAdminRound,
} from '@tp/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../core/errors.ts';
import { listPage, offsetOf, type Page, type PageRequest } from '../../core/paging.ts';
import { presaleMessages } from './commit.ts';
import { textsOf, toAdminRound } from './record.ts';
import * as repo from './repo.ts';

/** A round's terms, with its descriptions by language. */
export type NewRoundInput = Omit<CreatePresaleBody, `description${string}`> & {
  descriptions: Partial<Record<Language, string>>;
};

/** The terms of a create request. */
export function roundInputOf(body: CreatePresaleBody): NewRoundInput {
  return { ...body, descriptions: presaleDescriptionsOf(body) };
}

const decimalsOf = (value: string): number => value.split('.')[1]?.length ?? 0;

/** Why the terms cannot make a round (10088 with the reason), checked before anything is written. */
function checkTerms(input: NewRoundInput, now: Date): void {
  const refuse = (reason: string) => {
    throw new AppError(ErrorCode.badParameters, reason);
  };
  if ((COINS as readonly string[]).includes(input.symbol)) refuse('The symbol is a coin the platform already books.');
  if (!input.descriptions.en) refuse('The English description is required.');
  const price = Money.of(input.price);
  const tokens = Money.of(input.tokens);
  if (!price.isPositive() || !tokens.isPositive()) refuse('The price and the tokens on offer must be more than zero.');
  if (decimalsOf(tokens.toString()) > input.tokenScale)
    refuse('The tokens on offer have more decimals than the token.');
  const min = Money.of(input.minCommitment);
  if (!min.isPositive() || min.gt(input.cap))
    refuse('The minimum commitment must be more than zero and at most the cap.');
  if (!(input.startTime < input.endTime && input.endTime <= input.distributionTime)) {
    refuse('The round must start before it ends, and distribute at or after its end.');
  }
  if (input.endTime <= now.getTime()) refuse('The round must end in the future.');
}

/** Writes a new round and its descriptions in the caller's transaction. */
export async function createRound(
  tx: Db,
  input: NewRoundInput,
  operatorId: number | null,
  now: Date,
): Promise<repo.RoundRow> {
  checkTerms(input, now);
  return repo.insertRound(
    tx,
    {
      symbol: input.symbol,
      name: input.name,
      logo: input.logo ?? '',
      price: Money.of(input.price).toString(),
      tokens: Money.of(input.tokens).toString(),
      tokenScale: input.tokenScale,
      cap: Money.of(input.cap).toString(),
      minCommitment: Money.of(input.minCommitment).toString(),
      startsAt: new Date(input.startTime),
      endsAt: new Date(input.endTime),
      distributesAt: new Date(input.distributionTime),
      createdBy: operatorId,
      createdAt: now,
    },
    input.descriptions,
  );
}

/** Every round with its totals and subscriber counts, newest start first. */
export async function adminRounds(db: Db, request: PageRequest, now: Date): Promise<Page<PresaleAdminRound>> {
  const rows = await repo.listRounds(db, request.pageSize, offsetOf(request));
  const texts = textsOf(
    await repo.roundTexts(
      db,
      rows.map((r) => r.id),
    ),
  );
  return listPage(request, Promise.resolve(rows), repo.countRounds(db), (row) => toAdminRound(row, texts, now));
}

export async function adminRound(db: Db, id: number, now: Date): Promise<PresaleAdminRound> {
  const row = await repo.findRound(db, id);
  if (!row) throw new AppError(ErrorCode.badParameters, presaleMessages.noSuchRound);
  return toAdminRound(row, textsOf(await repo.roundTexts(db, [id])), now);
}
