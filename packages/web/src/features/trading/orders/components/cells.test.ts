import { describe, expect, it } from 'vitest';
import { price } from './cells.tsx';

describe('price', () => {
  it('shows a price with the decimals the server wrote, trailing zeros included', () => {
    // Options orders carry prices at the instrument's precision.
    expect(price('65100.50')).toBe('65,100.50');
    expect(price('65100.25')).toBe('65,100.25');
    expect(price('1.08000')).toBe('1.08000');
  });

  it('shows a canonical price as it is, and a dash for none', () => {
    expect(price('65000.5')).toBe('65,000.5');
    expect(price('92493')).toBe('92,493');
    expect(price(null)).toBe('—');
  });
});
