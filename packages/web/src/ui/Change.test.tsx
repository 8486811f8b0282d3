// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { Change, formatPrice } from './Change.tsx';
import { Sparkline } from './Sparkline.tsx';

describe('price display', () => {
  afterEach(cleanup);

  it('signs and colours the 24-hour change by direction', () => {
    const { container } = render(
      <>
        <Change value={1.5} />
        <Change value={-0.25} />
        <Change value={0} />
      </>,
    );
    const spans = [...container.querySelectorAll('span')].map((span) => [span.textContent, span.className]);
    expect(spans).toEqual([
      ['+1.50%', 'change change--up'],
      ['-0.25%', 'change change--down'],
      ['0.00%', 'change change--flat'],
    ]);
  });

  it('formats prices with the instrument precision', () => {
    expect(formatPrice(101234.5, 2)).toBe('101,234.50');
    expect(formatPrice(1.16754, 5)).toBe('1.16754');
  });

  it('draws a rising series as a rise and a falling one as a fall', () => {
    const up = render(<Sparkline points={[1, 2, 3]} />).container.querySelector('svg');
    const down = render(<Sparkline points={[3, 2, 1]} />).container.querySelector('svg');
    expect(up?.getAttribute('class')).toContain('sparkline--up');
    expect(down?.getAttribute('class')).toContain('sparkline--down');
  });
});
