import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { isMobileDevice } from '../lib/device.ts';
import { PageLoading } from '../ui/PageState.tsx';
import { Toaster } from '../ui/toast.tsx';
import { LiveNotifications } from '../features/wallet/live/LiveNotifications.tsx';
import { hidesChrome } from '../config/paths.ts';
import { currentChrome } from './shell/chrome.ts';
import { DocumentMeta } from './DocumentMeta.tsx';

function ScrollToTop() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}

/** The frame around every page: desktop or mobile by user agent, bars hidden where the specification says. */
export function Shell() {
  const { pathname } = useLocation();
  const { Top, Bottom, Overlay } = currentChrome();
  const bars = !hidesChrome(pathname);
  return (
    <div className={`app ${isMobileDevice ? 'app--mobile' : 'app--desktop'}`}>
      <ScrollToTop />
      <DocumentMeta />
      {bars && <Top />}
      <main className="app__main">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      {bars && <Bottom />}
      <Overlay />
      <Toaster />
      <LiveNotifications />
    </div>
  );
}
