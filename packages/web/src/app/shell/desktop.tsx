import { Footer } from '../../features/content/components/Footer.tsx';
import { DesktopHeader } from './DesktopHeader.tsx';
import type { Chrome } from './chrome.ts';

/** The desktop frame: top bar with tabs above the page, the footer below it. */
export const desktopChrome: Chrome = {
  Top: DesktopHeader,
  Bottom: () => <Footer />,
  Overlay: () => null,
};
