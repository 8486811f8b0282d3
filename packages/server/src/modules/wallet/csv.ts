import type { TransactionRecord } from '@tp/contract';
import { csvField } from '../../core/csv.ts';

export { csvField };

export const CSV_HEADER = ['time', 'kind', 'amount', 'balance_after', 'reference', 'entry_id'] as const;

/** The account's movements as a CSV document: a header line, then one line per posting, CRLF-ended. */
export function transactionsCsv(records: readonly TransactionRecord[]): string {
  const lines = [CSV_HEADER.join(',')];
  for (const record of records) {
    lines.push(
      [
        csvField(new Date(record.time).toISOString()),
        csvField(record.kind),
        csvField(record.amount, 'number'),
        csvField(record.balanceAfter, 'number'),
        csvField(record.reference ?? ''),
        csvField(String(record.entryId), 'number'),
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
