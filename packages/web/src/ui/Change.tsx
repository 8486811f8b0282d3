import { formatChange } from '../lib/numbers.ts';

/** A 24-hour change in percent, signed, coloured by the rise/fall convention, read left to right. */
export function Change({ value, className = '' }: { value: number; className?: string }) {
  const text = formatChange(value);
  // A change too small to show (0.00%) is flat: its colour agrees with what it says.
  const trend = text.startsWith('+') ? 'up' : text.startsWith('-') ? 'down' : 'flat';
  return (
    <bdi dir="ltr" className={`change change--${trend} ${className}`.trim()}>
      {text}
    </bdi>
  );
}
