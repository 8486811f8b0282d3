import { readLocal, writeLocal } from './storage.ts';
import { Store, useStore } from './store.ts';

/**
 * Which colour means a rise. The specification's convention is red for rises and green for falls
 * (as in Chinese markets); customers used to the opposite can flip it.
 */
export type ColorConvention = 'red-up' | 'green-up';
const KEY = 'colorConvention';

export const colorConventionStore = new Store<ColorConvention>(readLocal(KEY) === 'green-up' ? 'green-up' : 'red-up');

export function applyColorConvention(convention: ColorConvention = colorConventionStore.get()): void {
  document.documentElement.dataset.colors = convention;
}

export function setColorConvention(convention: ColorConvention): void {
  writeLocal(KEY, convention);
  colorConventionStore.set(convention);
  applyColorConvention(convention);
}

export const useColorConvention = () => useStore(colorConventionStore);

/** The CSS colour of a rise and of a fall under the chosen convention, for canvases that cannot read classes. */
export function trendColors(convention: ColorConvention): { up: string; down: string } {
  const red = '#f6465d';
  const green = '#0ecb81';
  return convention === 'red-up' ? { up: red, down: green } : { up: green, down: red };
}
