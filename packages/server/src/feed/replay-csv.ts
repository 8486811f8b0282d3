/**
 * Replays recorded candles as live prices, for demonstrations and for reproducing a market episode
 * (a crash, a spike) against the real order path.
 *
 * File format — CSV, UTF-8, one candle per line:
 *
 *     time,code,open,high,low,close,volume
 *     2026-11-20T14:30:00Z,BTCUSDT,104250.50,104324.05,104246.51,104314.35,13.37479
 *     1763649060000,EURUSD,1.16466,1.16467,1.16443,1.16451,1816
 *
 * - The first line is exactly that header (a byte-order mark and spaces around names are tolerated).
 * - Fields are separated by commas and there is no quoting: a field cannot contain a comma. Spaces
 *   around a field are trimmed; lines may end in LF or CRLF; blank lines are ignored.
 * - `time` is epoch milliseconds (digits only) or ISO-8601 in UTC: `2026-11-20T14:30Z`,
 *   `2026-11-20T14:30:00Z`, `2026-11-20T14:30:00.250Z` (`+00:00` may replace `Z`; other offsets are
 *   refused, since a wrong offset would silently shift the whole recording).
 * - `code` is the code of one of the instruments given to the source; any number of codes may share
 *   a file.
 * - `open`, `high`, `low`, `close` are positive plain decimals (no sign, no exponent) with
 *   low ≤ open, close ≤ high; `volume` is a non-negative plain decimal.
 * - A code appears at most once per time. Rows should be sorted by time; if they are not, they are
 *   sorted (stably, so rows of the same time keep the file's order).
 *
 * Parsing is strict: the first bad row stops it with a `ReplayFormatError` that names the line, since
 * a replay that silently skipped rows would show a market that never happened.
 */
import { Money } from '@tp/contract';
import { isPlainDecimal } from './price-text.ts';

export const REPLAY_HEADER = ['time', 'code', 'open', 'high', 'low', 'close', 'volume'] as const;

/** A parse failure, with the 1-based line of the file it was found on. */
export class ReplayFormatError extends Error {
  constructor(
    readonly line: number,
    detail: string,
    source = 'replay',
  ) {
    super(`${source} line ${line}: ${detail}`);
    this.name = 'ReplayFormatError';
  }
}

/** One recorded candle. Prices stay exact text until they become ticks. */
export interface ReplayCandle {
  time: number;
  code: string;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
  /** Where it came from in the file, for messages. */
  line: number;
}

const ISO_UTC = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(?:Z|\+00:00)$/;
/** Up to the largest moment a JavaScript Date can hold. */
const MAX_TIME = 8.64e15;

/** Epoch ms or ISO-8601 UTC; undefined for anything else, including impossible dates like 02-30. */
function parseTime(text: string): number | undefined {
  if (/^\d{1,16}$/.test(text)) {
    const ms = Number(text);
    return ms <= MAX_TIME ? ms : undefined;
  }
  const m = ISO_UTC.exec(text);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s = '0', fraction = ''] = m;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const ms = Number(fraction.padEnd(3, '0'));
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second, ms));
  // Date.UTC quietly carries overflow (Feb 30 → Mar 2); comparing back catches it.
  const same =
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second;
  return same ? date.getTime() : undefined;
}

/**
 * Parses a replay CSV (format above) into candles sorted by time. `codes` are the instruments the
 * source can play: a code outside them is an error rather than a skipped row, since it almost
 * always means the wrong file or a misspelt code. `source` names the file in error messages.
 */
export function parseReplayCsv(text: string, codes: Iterable<string>, source = 'replay'): ReplayCandle[] {
  const known = new Set(codes);
  function fail(line: number, detail: string): never {
    throw new ReplayFormatError(line, detail, source);
  }
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = (lines[0] ?? '').split(',').map((name) => name.trim());
  if (header.join(',') !== REPLAY_HEADER.join(',')) {
    fail(1, `expected the header "${REPLAY_HEADER.join(',')}", found "${lines[0] ?? ''}"`);
  }
  const candles: ReplayCandle[] = [];
  const seen = new Set<string>();
  for (let index = 1; index < lines.length; index++) {
    const raw = lines[index] ?? '';
    if (raw.trim() === '') continue;
    const line = index + 1;
    const fields = raw.split(',').map((field) => field.trim());
    if (fields.length !== REPLAY_HEADER.length) {
      fail(line, `expected ${REPLAY_HEADER.length} fields (${REPLAY_HEADER.join(',')}), found ${fields.length}`);
    }
    const [timeText, code, open, high, low, close, volume] = fields as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const time = parseTime(timeText);
    if (time === undefined) fail(line, `time is neither epoch milliseconds nor ISO-8601 UTC: "${timeText}"`);
    if (!known.has(code)) fail(line, `unknown code "${code}" (not among the instruments given)`);
    const prices = { open, high, low, close };
    for (const [name, value] of Object.entries(prices)) {
      if (value.startsWith('-') && isPlainDecimal(value.slice(1))) fail(line, `negative price: ${name} is ${value}`);
      if (!isPlainDecimal(value)) fail(line, `${name} is not a plain decimal number: "${value}"`);
      if (Money.of(value).isZero()) fail(line, `${name} is zero; a price must be positive`);
    }
    if (!isPlainDecimal(volume)) fail(line, `volume is not a non-negative plain decimal number: "${volume}"`);
    const lowM = Money.of(low);
    const highM = Money.of(high);
    if (lowM.gt(highM)) fail(line, `low ${low} is above high ${high}`);
    for (const [name, value] of [
      ['open', open],
      ['close', close],
    ] as const) {
      if (lowM.gt(value) || highM.lt(value)) fail(line, `${name} ${value} is outside low..high (${low}..${high})`);
    }
    const key = `${String(time)} ${code}`;
    if (seen.has(key)) fail(line, `a second candle for ${code} at ${timeText}`);
    seen.add(key);
    candles.push({ time, code, open, high, low, close, volume, line });
  }
  if (candles.length === 0) fail(lines.length, 'no candles after the header');
  // Array.prototype.sort is stable, which keeps same-time rows in file order.
  return candles.sort((a, b) => a.time - b.time);
}
