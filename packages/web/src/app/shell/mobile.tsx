import { useLocation } from 'react-router';
import { Footer } from '../../features/content/components/Footer.tsx';
import { paths } from '../../config/paths.ts';
import type { Chrome } from './chrome.ts';
import { MobileHeader } from './MobileHeader.tsx';
import { Onboarding } from './Onboarding.tsx';
import { TabBar } from './TabBar.tsx';

function MobileBottom() {
  const { pathname } = useLocation();
  return (
    <>
      {pathname === paths.home && <Footer compact />}
      <TabBar />
    </>
  );
}

/** The mobile frame: compact top bar, bottom tab bar, footer lists on home, onboarding board. */
export const mobileChrome: Chrome = {
  Top: MobileHeader,
  Bottom: MobileBottom,
  Overlay: Onboarding,
};
