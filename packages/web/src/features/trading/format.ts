import { decimalPlaces, formatMoney } from '../../lib/decimal.ts';

/** A price with at least the instrument's decimals (`precision` null: as many as it has). */
export function formatPriceText(price: string, precision: number | null): string {
  return formatMoney(price, precision ?? decimalPlaces(price));
}
