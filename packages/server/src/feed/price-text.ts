import { DECIMAL_PATTERN, Money } from '@tp/contract';
import type { SourceInstrument, Tick } from './types.ts';

/**
 * Whether text is a plain decimal the money type accepts (no sign, exponent or spaces). Recorded and
 * exchange prices arrive as text; checking them here keeps a bad price out of every fill that would
 * cite it.
 */
export function isPlainDecimal(text: string): boolean {
  return DECIMAL_PATTERN.test(text) && !text.startsWith('-');
}

/**
 * A tick from a price that is already exact decimal text. Unlike `tickOf` in simulated.ts, which
 * rounds a binary float, this rounds the text itself (half up, like `toFixed`), so that "268.455"
 * becomes "268.46" and not whatever the nearest double happens to round to.
 */
export function tickOfText(instrument: SourceInstrument, text: string, time: number): Tick {
  const priceText = Money.of(text).toFixed(instrument.precision, 'halfUp');
  return { code: instrument.code, price: Number(priceText), priceText, time };
}
