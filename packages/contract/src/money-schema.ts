import { z } from 'zod';
import { DECIMAL_PATTERN, Money } from './money.ts';

/** A money amount on the wire: a decimal string, never a JSON number. */
export const moneyString = z.string().regex(DECIMAL_PATTERN, 'a decimal amount as a string');
export const positiveMoneyString = moneyString.refine((s) => Money.of(s).isPositive(), 'a positive amount');
