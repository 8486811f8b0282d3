import type { ReactNode } from 'react';
import { formatPrice } from '../lib/numbers.ts';

/**
 * A number, price, percentage or amount as one isolated left-to-right run (`<bdi dir="ltr">`):
 * inside Arabic text its sign, digits and unit keep their order ("-0.73%", "350+", "20×")
 * instead of the sign jumping to the other end.
 */
export function Num({ children, className, testId }: { children: ReactNode; className?: string; testId?: string }) {
  return (
    <bdi dir="ltr" className={className} data-testid={testId}>
      {children}
    </bdi>
  );
}

/** A market price with exactly the instrument's decimals, grouped in the interface language. */
export function Price({
  value,
  precision,
  className,
  testId,
}: {
  value: number;
  precision: number;
  className?: string;
  testId?: string;
}) {
  return (
    <Num className={`num${className ? ` ${className}` : ''}`} testId={testId}>
      {formatPrice(value, precision)}
    </Num>
  );
}
