/** A 24-hour change in percent, signed, coloured by the rise/fall convention. */
export function Change({ value, className = '' }: { value: number; className?: string }) {
  const trend = value > 0 ? 'up' : value < 0 ? 'down' : 'flat';
  const text = `${value > 0 ? '+' : ''}${value.toFixed(2)}%`;
  return <span className={`change change--${trend} ${className}`.trim()}>{text}</span>;
}

/** A price with the instrument's decimals, grouped for reading. */
export function formatPrice(price: number, precision: number): string {
  return price.toLocaleString('en-US', { minimumFractionDigits: precision, maximumFractionDigits: precision });
}
