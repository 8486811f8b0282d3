import { ACCOUNT_SCALE, Money } from '@tp/contract';

/** A round's terms as the allocation reads them. */
export interface OfferTerms {
  /** USDT per token. */
  price: Money;
  /** Tokens on offer. */
  tokens: Money;
  /** Decimals of the token. */
  tokenScale: number;
}

export interface Allocation {
  /** Tokens credited, rounded down to the token's scale. */
  tokens: Money;
  /** USDT paid: tokens × price rounded down to the account scale, so never more than what is received. */
  cost: Money;
  /** USDT released: commitment − cost. */
  refund: Money;
}

export interface RoundAllocation {
  /** Each commitment's allocation, in the order given. */
  allocations: Allocation[];
  totalCommitted: Money;
  offerValue: Money;
  oversubscribed: boolean;
  /** Σ tokens allocated. */
  tokensAllocated: Money;
  /** Tokens nobody committed for (undersubscribed rounds); they stay with the issuer. */
  tokensUnsold: Money;
  /** Tokens left over by rounding each allocation down (oversubscribed rounds); they stay with the issuer. */
  dust: Money;
}

/**
 * How a round ends. Offer value V = tokens × price; C = what was committed in all.
 * - C ≤ V: everyone is filled in full: tokens = commitment ÷ price, rounded DOWN to the token scale.
 * - C > V (oversubscribed): pro rata: tokens = commitment × tokens on offer ÷ C, rounded DOWN to the
 *   token scale (the same as commitment × V ÷ C worth of tokens at the price).
 * Either way cost = tokens × price rounded DOWN to the account scale (the customer never pays for
 * more than they get; the issuer bears the sub-cent remainder), refund = commitment − cost. Rounding
 * down can never allocate more than is on offer; what it leaves over is the dust.
 */
export function allocate(terms: OfferTerms, commitments: readonly Money[]): RoundAllocation {
  const offerValue = terms.tokens.times(terms.price);
  const totalCommitted = Money.sum(commitments);
  const oversubscribed = totalCommitted.gt(offerValue);
  const allocations = commitments.map((commitment) => {
    const tokens = oversubscribed
      ? commitment.times(terms.tokens).dividedBy(totalCommitted, terms.tokenScale, 'down')
      : commitment.dividedBy(terms.price, terms.tokenScale, 'down');
    const cost = tokens.times(terms.price).round(ACCOUNT_SCALE, 'down');
    return { tokens, cost, refund: commitment.minus(cost) };
  });
  const tokensAllocated = Money.sum(allocations.map((a) => a.tokens));
  const left = terms.tokens.minus(tokensAllocated);
  return {
    allocations,
    totalCommitted,
    offerValue,
    oversubscribed,
    tokensAllocated,
    tokensUnsold: oversubscribed ? Money.zero() : left,
    dust: oversubscribed ? left : Money.zero(),
  };
}
