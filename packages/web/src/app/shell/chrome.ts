import type { ComponentType } from 'react';
import { isMobileDevice } from '../../lib/device.ts';

/** The parts of the frame that differ by device; each device downloads only its own. */
export interface Chrome {
  Top: ComponentType;
  Bottom: ComponentType;
  Overlay: ComponentType;
}

let chrome: Chrome | null = null;

export async function loadChrome(): Promise<Chrome> {
  chrome = isMobileDevice ? (await import('./mobile.tsx')).mobileChrome : (await import('./desktop.tsx')).desktopChrome;
  return chrome;
}

export function currentChrome(): Chrome {
  if (!chrome) throw new Error('the frame is loaded at start-up, before the first render');
  return chrome;
}
