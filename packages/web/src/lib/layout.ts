/** Design widths of the two layouts and the window width where they switch. */
export const DESKTOP_DESIGN_WIDTH_PX = 1920;
export const MOBILE_DESIGN_WIDTH_PX = 750;
export const LAYOUT_THRESHOLD_PX = 1000;
export const MAX_ROOT_FONT_SIZE_PX = 100;

/**
 * Root font size for a window width: 1rem stands for 100 design pixels, so the whole page scales
 * with the window, capped at 100 px.
 */
export function rootFontSizePx(windowWidthPx: number): number {
  const designWidth = windowWidthPx >= LAYOUT_THRESHOLD_PX ? DESKTOP_DESIGN_WIDTH_PX : MOBILE_DESIGN_WIDTH_PX;
  return Math.min((windowWidthPx / designWidth) * 100, MAX_ROOT_FONT_SIZE_PX);
}

export function applyRootFontSize(root: HTMLElement, windowWidthPx: number): void {
  root.style.fontSize = `${rootFontSizePx(windowWidthPx).toFixed(3)}px`;
}

export function watchRootFontSize(): () => void {
  const apply = () => {
    applyRootFontSize(document.documentElement, window.innerWidth);
  };
  apply();
  window.addEventListener('resize', apply);
  return () => {
    window.removeEventListener('resize', apply);
  };
}
