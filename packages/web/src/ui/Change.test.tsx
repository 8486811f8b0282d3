// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { setNumberLocale } from '../lib/numbers.ts';
import { Change } from './Change.tsx';
import { Num, Price } from './Num.tsx';
import { Sparkline } from './Sparkline.tsx';

describe('price display', () => {
  afterEach(() => {
    cleanup();
    setNumberLocale('en');
  });

  it('signs and colours the 24-hour change by direction', () => {
    const { container } = render(
      <>
        <Change value={1.5} />
        <Change value={-0.25} />
        <Change value={0} />
        <Change value={-0.001} />
      </>,
    );
    const changes = [...container.querySelectorAll('.change')].map((change) => [change.textContent, change.className]);
    expect(changes).toEqual([
      ['+1.50%', 'change change--up'],
      ['-0.25%', 'change change--down'],
      ['0.00%', 'change change--flat'],
      ['0.00%', 'change change--flat'],
    ]);
  });

  it('keeps a number, a change and a price in one left-to-right run, so Arabic text cannot move their signs', () => {
    const { container } = render(
      <p dir="rtl">
        <Change value={-0.73} />
        <Num>350+</Num>
        <Price value={2.26} precision={4} />
      </p>,
    );
    const runs = [...container.querySelectorAll('p > *')];
    expect(runs.map((run) => [run.tagName, run.getAttribute('dir'), run.textContent])).toEqual([
      ['BDI', 'ltr', '-0.73%'],
      ['BDI', 'ltr', '350+'],
      ['BDI', 'ltr', '2.2600'],
    ]);
  });

  it('shows a price with exactly the instrument decimals, trailing zeros kept, grouped in the interface language', () => {
    const price = (value: number, precision: number) =>
      render(<Price value={value} precision={precision} />).container.textContent;
    expect(price(101234.5, 2)).toBe('101,234.50');
    expect(price(1.16754, 5)).toBe('1.16754');
    expect(price(2.26, 4)).toBe('2.2600');
    expect(price(19.19, 3)).toBe('19.190');
    setNumberLocale('de');
    expect(price(101234.5, 2)).toBe('101.234,50');
    setNumberLocale('ar');
    expect(price(101234.5, 2)).toBe('101,234.50');
  });

  it('draws a rising series as a rise and a falling one as a fall', () => {
    const up = render(<Sparkline points={[1, 2, 3]} />).container.querySelector('svg');
    const down = render(<Sparkline points={[3, 2, 1]} />).container.querySelector('svg');
    expect(up?.getAttribute('class')).toContain('sparkline--up');
    expect(down?.getAttribute('class')).toContain('sparkline--down');
  });
});
