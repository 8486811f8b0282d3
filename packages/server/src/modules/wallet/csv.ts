import type { TransactionRecord } from '@tp/contract';

export const CSV_HEADER = ['time', 'kind', 'amount', 'balance_after', 'reference', 'entry_id'] as const;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, with quotes
 * doubled. Text that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) is prefixed
 * with an apostrophe; numbers are written as they are, so a negative amount stays a number.
 */
export function csvField(value: string, kind: 'text' | 'number' = 'text'): string {
  const safe = kind === 'text' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

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
