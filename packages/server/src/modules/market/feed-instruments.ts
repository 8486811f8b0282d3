import type { SourceInstrument } from '../../feed/types.ts';
import { marketStatus } from './hours.ts';
import type { InstrumentRow } from './repo.ts';

/** Whether a calendar is open at a moment, remembered for the last moment asked: every tick asks once per calendar, not once per instrument. */
function openChecker(calendar: InstrumentRow['calendar']): (at: Date) => boolean {
  let lastTime = Number.NaN;
  let lastOpen = false;
  return (at) => {
    if (at.getTime() !== lastTime) {
      lastTime = at.getTime();
      lastOpen = marketStatus(calendar, at).open;
    }
    return lastOpen;
  };
}

export function feedInstruments(rows: readonly InstrumentRow[]): SourceInstrument[] {
  const checkers = new Map<InstrumentRow['calendar'], (at: Date) => boolean>();
  return rows.map((row) => {
    let isOpen = checkers.get(row.calendar);
    if (!isOpen) {
      isOpen = openChecker(row.calendar);
      checkers.set(row.calendar, isOpen);
    }
    return {
      code: row.code,
      referencePrice: row.referencePrice,
      precision: row.precision,
      annualVolatility: row.annualVolatility,
      isOpen,
    };
  });
}
