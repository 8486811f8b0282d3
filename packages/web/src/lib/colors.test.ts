// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh module for each test: its store reads the stored choice when it loads. */
async function loadColors() {
  vi.resetModules();
  return import('./colors.ts');
}

describe('the rise and fall colours', () => {
  beforeEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset.colors;
  });

  it('default to the specification: red rises, green falls', async () => {
    const { applyColorConvention, trendColors } = await loadColors();
    applyColorConvention();
    expect(document.documentElement.dataset.colors).toBe('red-up');
    expect(trendColors('red-up')).toEqual({ up: '#f6465d', down: '#0ecb81' });
  });

  it('flip when the customer chooses green for rises, and the choice is kept', async () => {
    const { colorConventionStore, setColorConvention, trendColors } = await loadColors();
    setColorConvention('green-up');
    expect(document.documentElement.dataset.colors).toBe('green-up');
    expect(localStorage.getItem('colorConvention')).toBe('green-up');
    expect(colorConventionStore.get()).toBe('green-up');
    expect(trendColors('green-up')).toEqual({ up: '#0ecb81', down: '#f6465d' });
    expect((await loadColors()).colorConventionStore.get()).toBe('green-up');
  });
});
