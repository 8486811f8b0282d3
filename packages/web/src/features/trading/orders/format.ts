import { ACCOUNT_CURRENCY } from '@tp/contract/constants';
import { formatMoney, roundDecimal } from '../../../lib/decimal.ts';

/**
 * How the order list writes prices and amounts (plain functions, so that the end-to-end journeys
 * read the rows with the very same rules).
 */

/**
 * A price as the server wrote it, or a dash: its decimals kept, trailing zeros included (options
 * prices come at the instrument's precision, "65100.50", and read "65,100.50" as on the trade desk).
 */
export const price = (text: string | null) =>
  text === null ? '—' : formatMoney(text, text.split('.')[1]?.length ?? 0);

/** An amount in USDT as the server wrote it, at least to the cent, or a dash. */
export const usdt = (text: string | null, signed = false) =>
  text === null ? '—' : `${formatMoney(text, 2, signed)} ${ACCOUNT_CURRENCY}`;

/** An amount in USDT to the cent, for a table row: the detail dialog shows it exactly. */
export const cents = (text: string | null, signed = false) =>
  text === null ? '—' : `${formatMoney(roundDecimal(text, 2), 2, signed)} ${ACCOUNT_CURRENCY}`;
