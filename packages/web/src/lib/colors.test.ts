// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { applyColorConvention, colorConventionStore, setColorConvention, trendColors } from './colors.ts';

describe('the rise and fall colours', () => {
  it('default to the specification: red rises, green falls', () => {
    localStorage.clear();
    applyColorConvention('red-up');
    expect(document.documentElement.dataset.colors).toBe('red-up');
    expect(trendColors('red-up')).toEqual({ up: '#f6465d', down: '#0ecb81' });
  });

  it('flip when the customer chooses green for rises, and the choice is kept', () => {
    setColorConvention('green-up');
    expect(document.documentElement.dataset.colors).toBe('green-up');
    expect(localStorage.getItem('colorConvention')).toBe('green-up');
    expect(colorConventionStore.get()).toBe('green-up');
    expect(trendColors('green-up')).toEqual({ up: '#0ecb81', down: '#f6465d' });
    setColorConvention('red-up');
  });
});
