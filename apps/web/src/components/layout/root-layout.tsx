import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { loadToastLibrary, useIsToastLibraryLoaded } from '../../lib/toast.js';
import { Navbar } from './navbar.js';

const Toaster = lazy(() => loadToastLibrary().then((module) => ({ default: module.Toaster })));

/**
 * After a navigation, focus goes to the new page's heading (or its main region while it has none),
 * as a screen reader or keyboard user expects; not on the first page, where the browser starts.
 */
function useFocusOnNavigation() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const main = document.getElementById('main')!;
    const target = main.querySelector('h1') ?? main;
    target.tabIndex = -1;
    target.focus({ preventScroll: true });
  }, [pathname]);
}

/**
 * Every screen's frame: the navigation bar above it (the footer below it is index.html's).
 * `bell`, `messages` and `notice`: the navigation bar's notifications bell, its link to Messages,
 * and its request to confirm one's email, composed by the app (app/routes.tsx). */
export function RootLayout({
  bell,
  messages,
  notice,
}: {
  bell?: ReactNode;
  messages?: ReactNode;
  notice?: ReactNode;
}) {
  const hasToasts = useIsToastLibraryLoaded();
  const isNavigating = useNavigation().state !== 'idle';
  useFocusOnNavigation();
  return (
    <div className="flex flex-1 flex-col">
      {isNavigating && <div role="progressbar" aria-label="Loading the page" className="nav-progress" />}
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <Navbar bell={bell} messages={messages} notice={notice} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      {hasToasts && (
        <Suspense>
          <Toaster position="top-center" />
        </Suspense>
      )}
      <ScrollRestoration />
    </div>
  );
}
